import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../lib/session-store.ts";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";

/**
 * The frame of every page of the account area: breadcrumbs, one h1, the content. Without a
 * chosen account (a bookmark, a new tab) the member is sent to /account to choose one first.
 */
export function AccountPage({
  title,
  breadcrumbs,
  actions,
  children,
}: {
  title: string;
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { account } = useSession();
  if (!account) return <Navigate to="/account" replace />;
  return (
    <Stack gap="lg" py="lg">
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
