import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { pathOf } from "../app/page-routes.ts";
import type { PageName } from "../lib/page-name.ts";
import { Navigate } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { usePageName } from "./use-page-name.ts";

/**
 * The frame of every page of the account area: breadcrumbs, one h1, the content. The page's name
 * is its heading and its last crumb, as in the menu and the document title; a view inside a page
 * (an instruction's details, a fund's fact sheet) gives its own heading and names the page among
 * the parents. Breadcrumbs start at the dashboard (part 2 §2.4), which has none. Without a chosen
 * account (a bookmark, a new tab) the member is sent to /account to choose one first.
 */
export function AccountPage({
  page,
  parents = [],
  heading,
  actions,
  children,
}: {
  page: PageName;
  /** The pages between the dashboard and this one, each a link. */
  parents?: readonly PageName[];
  /** Only for a view inside the page; otherwise the page's name. */
  heading?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { account } = useSession();
  const pageName = usePageName();
  if (!account) return <Navigate to="/account" replace />;
  const title = heading ?? pageName(page);
  const crumbs =
    page === "dashboard"
      ? []
      : [
          ...["dashboard" as const, ...parents].map((parent) => ({
            label: pageName(parent),
            to: pathOf(parent),
          })),
          { label: title },
        ];
  return (
    <Stack gap="lg" py="lg">
      {crumbs.length > 0 && <Breadcrumbs items={crumbs} />}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
