import { Alert } from "@mantine/core";
import { useTranslation } from "../lib/use-translation.tsx";

/**
 * In place of an action a staff session may not take (Super Logon reads a member's portal and
 * changes nothing): a short, polite note, announced without interrupting (role="status").
 */
export function ViewOnlyNote() {
  const { t } = useTranslation();
  return (
    <Alert role="status" variant="light" color="navy" data-view-only>
      {t("viewOnly.note")}
    </Alert>
  );
}
