import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { recordAccess } from "../lib/api/record.ts";
import { PAGE_NAMES } from "./page-names.ts";

/** Records every page the visitor arrives on (part 1 §7, POST /api/record), once per arrival. */
export function useAccessLog(): void {
  const { pathname } = useLocation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    const pageName = PAGE_NAMES[pathname];
    if (!pageName || recorded.current === pathname) return;
    recorded.current = pathname;
    recordAccess({ pageName, pageLink: pathname });
  }, [pathname]);
}
