import { useEffect } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { hotlineFor } from "../../lib/links.ts";
import { useSession } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.tsx";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import { useSwitchOptions } from "./api/switch-options.ts";
import { BlockedNotice } from "./blocked-notice.tsx";
import { FundSwitchWizard } from "./fund-switch-wizard.tsx";
import { useFundSwitchTranslation } from "./translation.ts";

function FundSwitchContent() {
  const { t } = useFundSwitchTranslation();
  const { account, scheme } = useSession();
  const options = useSwitchOptions();
  // A staff session (Super Logon) gives no instruction: the notice, never the wizard, whatever the
  // switch details say (the server also answers blocked "staff" and refuses the submission).
  const staff = useIsStaffSession();

  // §8: a failed load of the switch details shows a toast of type 'error'.
  useEffect(() => {
    if (options.error && errorCode(options.error) !== "session-expired") {
      showToast("error", { message: t("loadFailedTitle") });
    }
  }, [options.error, t]);

  if (!account) return null;
  if (staff) return <BlockedNotice reason="staff" scheme={options.data?.scheme ?? scheme} t={t} />;
  if (options.data) {
    if (options.data.blocked)
      return <BlockedNotice reason={options.data.blocked} scheme={options.data.scheme} t={t} />;
    return <FundSwitchWizard key={account.clntRltnshpNmbr} options={options.data} account={account} />;
  }
  if (options.isPending) return <PageLoader />;
  const notAllowed = errorCode(options.error) === "operation-not-allowed";
  return (
    <LoadError
      title={t("loadFailedTitle")}
      message={notAllowed ? t("notAllowed") : t("loadFailed", { phone: hotlineFor(scheme).display })}
      onRetry={notAllowed ? undefined : () => void options.refetch()}
    />
  );
}

/** /fundSwitch: the fund switching wizard of part 2 §2.7, or the notice of why it is closed. */
export function FundSwitchPage() {
  return (
    <AccountPage page="fundSwitch">
      <FundSwitchContent />
    </AccountPage>
  );
}
