import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { ExternalLink } from "../../components/external-link.tsx";
import { useCalendar } from "../../lib/api/calendar.ts";
import { errorCode } from "../../lib/api/client.ts";
import { useEndSession } from "../../lib/end-session.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { type ForgotPinDelivery, useForgotPinVerifyMfa } from "./api/forgot-pin-verify-mfa.ts";
import { useVerifyMfa } from "./api/verify-mfa.ts";
import { AuthPage } from "./auth-page.tsx";
import { AuthenticationFailed } from "./authentication-failed.tsx";
import { ForgotPinResult } from "./forgot-pin-result.tsx";
import { nextPathAfterLogin } from "./next-path.ts";
import { OTP_FLOW_PATHS, type OtpFlow, otpStateOf, startPathOf } from "./otp-flow.ts";
import { useSecondsUntil } from "./use-seconds-until.ts";
import { useSendOtp } from "./use-send-otp.ts";

const OTP_PATTERN = /^\d{6}$/;

/**
 * What the form says, kept as keys (with their values) and translated where shown, so that
 * switching the language re-words a message already on screen.
 */
type OtpError = "otp.required" | "otp.format" | "otp.incorrect";
type OtpStatus = { key: "otp.resent"; masked: string } | { key: "otp.resendWait" };

/** /authenticateOTP and /authenticateOTP_forgotPin: the 6-digit code, resend after a countdown. */
export function AuthenticateOtpPage({ flow }: { flow: OtpFlow }) {
  const { t } = useTranslation(["auth", "common", "dev"]);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const { otp, scheme } = useSession();
  const calendar = useCalendar();
  const verifyLogin = useVerifyMfa();
  const verifyForgotPin = useForgotPinVerifyMfa();
  const resend = useSendOtp(flow);
  const [code, setCode] = useState("");
  const [error, setError] = useState<OtpError | null>(null);
  const [status, setStatus] = useState<OtpStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [delivery, setDelivery] = useState<ForgotPinDelivery | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(otp?.resendAt ?? null);
  const forgotPin = flow === "forgotPin";
  const title = t(forgotPin ? "common:pages.authenticateOtpForgotPin" : "common:pages.authenticateOtp");

  /** Back to the journey's start, forgetting it (the server has already ended the challenge). */
  const startAgain = () => {
    if (forgotPin) {
      sessionStore.reset();
      navigate(startPathOf(flow, scheme), { replace: true });
    } else {
      void endSession("abandoned");
    }
  };

  if (delivery) return <ForgotPinResult delivery={delivery} />;
  if (failed) return <AuthenticationFailed forgotPin={forgotPin} onBack={startAgain} />;

  if (!otp) {
    return (
      <AuthPage title={title}>
        <Stack gap="md">
          <Text>{t("otp.notSent")}</Text>
          <Anchor component={Link} to={OTP_FLOW_PATHS[flow].selectChannel}>
            {t("otp.otherChannel")}
          </Anchor>
        </Stack>
      </AuthPage>
    );
  }

  const onVerifyError = (cause: Error) => {
    const code = errorCode(cause);
    if (code === "incorrect-otp") {
      setError("otp.incorrect");
      setCode("");
      inputRef.current?.focus();
    } else if (code === "authentication-failed") {
      setFailed(true);
    } else if (code === "account-locked-box") {
      // Too many wrong codes in a row, across logins, locked the account and ended the session.
      showToast("account-locked-box");
      startAgain();
    } else if (code === "otp-expired") {
      showToast("otp-expired", forgotPin ? { message: t("otp.expiredForgotPin") } : {});
      startAgain();
    } else {
      showErrorToast(cause);
      if (forgotPin && code === "session-expired") startAgain();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem: OtpError | null =
      code === "" ? "otp.required" : OTP_PATTERN.test(code) ? null : "otp.format";
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setStatus(null);
    if (forgotPin) {
      verifyForgotPin.mutate(code, {
        onSuccess: (answer) => {
          sessionStore.update({ factors: [], otp: null });
          setDelivery(answer);
        },
        onError: onVerifyError,
      });
    } else {
      verifyLogin.mutate(code, {
        onSuccess: (info) => {
          sessionStore.update({ scheme: info.scheme, authenticated: true, factors: [], otp: null });
          navigate(nextPathAfterLogin(info), { replace: true });
        },
        onError: onVerifyError,
      });
    }
  };

  const onResend = () => {
    setStatus(null);
    resend.mutate(
      { channel: otp.channel, resendOTP: true },
      {
        onSuccess: (answer) => {
          sessionStore.update({ otp: otpStateOf(answer, calendar.clockOffsetMs) });
          setError(null);
          setCode("");
          setStatus({ key: "otp.resent", masked: answer.masked });
        },
        onError: (cause) => {
          if (errorCode(cause) === "otp-resend-wait") setStatus({ key: "otp.resendWait" });
          else showErrorToast(cause);
        },
      },
    );
  };

  const verifying = verifyLogin.isPending || verifyForgotPin.isPending;
  const intro = t(otp.channel === "SMS" ? "otp.introSms" : "otp.introEmail", { masked: otp.masked });

  return (
    <AuthPage title={title} intro={intro}>
      <Stack gap="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md" align="flex-start">
            <TextInput
              ref={inputRef}
              label={t("otp.label")}
              description={t("otp.hint")}
              value={code}
              onChange={(event) => {
                const digits = event.currentTarget.value.replace(/\D/g, "").slice(0, 6);
                // What is kept is what the field shows, also when the code is unchanged (a letter
                // typed after a digit), where nothing renders again.
                event.currentTarget.value = digits;
                setCode(digits);
              }}
              error={error && t(error)}
              errorProps={{ role: "alert" }}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              w={240}
              maw="100%"
              styles={{ input: { letterSpacing: "0.3em", fontSize: "var(--mantine-font-size-lg)" } }}
            />
            <Button type="submit" size="md" loading={verifying}>
              {t("otp.verify")}
            </Button>
          </Stack>
        </form>
        <Group gap="sm" align="center">
          <Button variant="outline" onClick={onResend} disabled={secondsLeft > 0} loading={resend.isPending}>
            {t("otp.resend")}
          </Button>
          {secondsLeft > 0 && (
            <Text size="sm" data-testid="resend-countdown">
              {t("otp.resendIn", { count: secondsLeft })}
            </Text>
          )}
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {status?.key === "otp.resent" && t("otp.resent", { masked: status.masked })}
          {status?.key === "otp.resendWait" && t("otp.resendWait")}
        </Text>
        <Anchor component={Link} to={OTP_FLOW_PATHS[flow].selectChannel} size="sm">
          {t("otp.otherChannel")}
        </Anchor>
        {calendar.demoMode && (
          <Text size="sm" c="dimmed">
            {t("otp.demoOutbox")}{" "}
            <ExternalLink href="/dev/outbox" size="sm" underline="always">
              {t("dev:outbox.title")}
            </ExternalLink>
          </Text>
        )}
      </Stack>
    </AuthPage>
  );
}
