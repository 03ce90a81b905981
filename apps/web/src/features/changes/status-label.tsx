import type { InstructionStatus } from "@portal/domain";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/changes.json";
import classes from "./changes.module.css";
import { statusLabel } from "./labels.ts";

/**
 * An instruction's status (§3.6): the word on a tint of its own colour (Pending amber, Being
 * processed navy, Completed green, Cancelled grey, Failed red), dark text for contrast.
 */
export function StatusLabel({ status }: { status: InstructionStatus }) {
  const { t } = useFeatureTranslation<typeof en>("changes");
  return (
    <span className={`${classes.status} ${classes.tone}`} data-status={status}>
      {statusLabel(t, status)}
    </span>
  );
}
