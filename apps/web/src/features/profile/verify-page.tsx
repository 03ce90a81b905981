import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { encodePin } from "@portal/domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { StepUpPinInput } from "../../components/step-up-pin-input.tsx";
import { ApiError, errorCode } from "../../lib/api/client.ts";
import { useCountryList, useUpdateClient } from "../../lib/api/profile.ts";
import { Link, Navigate, useNavigate } from "../../lib/router.tsx";
import { type SelectedAccount, useSession } from "../../lib/session-store.ts";
import { PROFILE_TOAST_AUTO_CLOSE_MS, showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useIsStaffSession } from "../../lib/use-staff-session.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/profile.json";
import { ChangeSummary } from "./change-summary.tsx";
import {
  clearPendingChange,
  markPendingChangeForEdit,
  type PendingChange,
  readPendingChange,
} from "./pending-change.ts";

const PROFILE_TOAST = { autoClose: PROFILE_TOAST_AUTO_CLOSE_MS } as const;

/** Part 1 §8: the server's "Operation Not Allowed." (the cut-off, a locked PIN) is no-valid-account. */
function notAllowed(error: unknown): boolean {
  return (
    errorCode(error) === "operation-not-allowed" ||
    (error instanceof ApiError && error.message === "Operation Not Allowed.")
  );
}

function VerifyForm({ account, pending }: { account: SelectedAccount; pending: PendingChange }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const countries = useCountryList();
  const update = useUpdateClient();
  const [pin, setPin] = useState("");
  // The message's key (common namespace), translated where shown: switching the language re-words it.
  const [pinError, setPinError] = useState<"incorrectPin" | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pin === "" || update.isPending) return;
    update.mutate(
      {
        clientNmbr: account.clientNmbr,
        clntRltnshpNmbr: account.clntRltnshpNmbr,
        password: encodePin(pin),
        applyToAllClients: pending.applyToAllClients,
        change: pending.change,
      },
      {
        onSuccess: () => {
          clearPendingChange();
          navigate("/profile", { replace: true });
          showToast("success", { message: t("verify.success"), ...PROFILE_TOAST });
        },
        onError: (error) => {
          setPin("");
          const code = errorCode(error);
          if (code === "incorrect-pin") {
            // Part 1 §5: the incorrect-PIN text under the field; the member stays to try again.
            setPinError("incorrectPin");
            pinRef.current?.focus();
          } else if (notAllowed(error)) {
            showToast("no-valid-account", PROFILE_TOAST);
          } else if (code === "invalid-phone") {
            showToast("invalid-phone", PROFILE_TOAST);
          } else if (code === "account-locked") {
            // The fifth wrong PIN locks the account and ends the session (as at login).
            showToast("account-locked-box", PROFILE_TOAST);
          } else {
            // Part 1 §8: any other failure: the generic toast and back to /profile.
            showErrorToast(error, PROFILE_TOAST);
            if (code !== "session-expired") navigate("/profile", { replace: true });
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text>{t("verify.intro")}</Text>
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "lg" }}
        component="section"
        aria-labelledby={titleId}
      >
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t("verify.changeTitle")}
          </Title>
          <Anchor
            component={Link}
            to="/profile"
            replace
            onClick={() => markPendingChangeForEdit(account)}
            aria-label={t("verify.editLabel")}
            fw={600}
          >
            {t("verify.edit")}
          </Anchor>
        </Group>
        <ChangeSummary
          change={pending.change}
          applyToAllClients={pending.applyToAllClients}
          countries={countries.data ?? []}
        />
      </Paper>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <StepUpPinInput
            ref={pinRef}
            label={t("verify.pin")}
            description={t("verify.pinHint")}
            toggleLabel={t("verify.showPin")}
            value={pin}
            onChange={(value) => {
              setPin(value);
              setPinError(null);
            }}
            error={pinError && common(pinError)}
          />
          <Group>
            <Button type="submit" disabled={pin === ""} loading={update.isPending}>
              {t("verify.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function VerifyContent({ account }: { account: SelectedAccount }) {
  // Read once: a successful submit clears the store before leaving, which must not redirect here.
  const [pending] = useState(() => readPendingChange(account));
  // A staff session changes nothing (its profile page offers no Edit).
  const staff = useIsStaffSession();
  if (!pending || staff) return <Navigate to="/profile" replace />;
  return <VerifyForm account={account} pending={pending} />;
}

/**
 * /verify (part 1 §2/§4): the staged change, an Edit link back to its card, and the PIN that
 * confirms it. Without a staged change the member is sent to /profile.
 */
export function VerifyPage() {
  const { account } = useSession();
  return (
    <AccountPage page="verify" parents={["profile"]}>
      {account && <VerifyContent account={account} />}
    </AccountPage>
  );
}
