import { useCallback } from "react";
import type { PageName } from "../lib/page-name.ts";
import { useSession } from "../lib/session-store.ts";
import { useTranslation } from "../lib/use-translation.tsx";

/**
 * A page's one name, in the page's language: the menu, the breadcrumb, the heading and the
 * document title all say it. The AIIB-type scheme calls its profile "Member information" (part 1 §2).
 */
export function usePageName(): (page: PageName) => string {
  const { t } = useTranslation();
  const { scheme } = useSession();
  return useCallback(
    (page: PageName) =>
      page === "profile" && scheme === "HKAIIB" ? t("pageVariants.profileAiib") : t(`pages.${page}`),
    [t, scheme],
  );
}
