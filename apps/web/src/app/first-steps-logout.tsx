import { Button } from "@mantine/core";
import { useEndSession } from "../lib/end-session.ts";
import { useFrameSource } from "../lib/frame-source.ts";
import { useSession } from "../lib/session-store.ts";
import { useTranslation } from "../lib/use-translation.tsx";
import { loginStage } from "./app-header.tsx";
import classes from "./layout.module.css";

/** In the header during a member's first steps (a new PIN, the terms): logging out is not a member page. */
export function FirstStepsLogout() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const info = useFrameSource().useLoginInfo();
  const endSession = useEndSession();
  if (loginStage(authenticated, info) !== "first-steps") return null;
  return (
    <Button
      variant="outline"
      color="white"
      size="sm"
      className={classes.onDark}
      onClick={() => void endSession("logout")}
    >
      {t("nav.logout")}
    </Button>
  );
}
