import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/profile.json";

/** Part 1 §2: "Personal information", or "Member information" for the AIIB-type scheme. */
export function useProfileTitle(): string {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const { scheme } = useSession();
  return t(scheme === "HKAIIB" ? "titleAiib" : "title");
}
