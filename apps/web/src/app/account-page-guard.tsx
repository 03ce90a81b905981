import { accountPages } from "@portal/domain";
import type { ReactNode } from "react";
import { Navigate } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import type { HideablePage } from "./hideable-pages.ts";

/** Whether the member's scheme and chosen account have the page; true until the scheme is known. */
export function useAccountPageVisible(): (page: HideablePage) => boolean {
  const { scheme, account } = useSession();
  if (!scheme) return () => true;
  const pages = accountPages(scheme, account?.isOrso ?? false);
  return (page) => pages[page];
}

/**
 * Part 2 §2.1 by route: fees and charges (not for the employer scheme, the AIIB scheme or ORSO
 * accounts) and transaction history (not for ORSO accounts) send to the dashboard when hidden,
 * as the navigation hides their links.
 */
export function AccountPageGuard({ page, children }: { page: HideablePage; children: ReactNode }) {
  const visible = useAccountPageVisible();
  if (!visible(page)) return <Navigate to="/dashboard" replace />;
  return children;
}
