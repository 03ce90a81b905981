import { Alert, Anchor, Button, Radio, Stack } from "@mantine/core";
import type { OtpChannel } from "@portal/domain";
import { type FormEvent, useState } from "react";
import { useCalendar } from "../../lib/api/calendar.ts";
import { PHONE_LINES } from "../../lib/links.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { AuthPage } from "./auth-page.tsx";
import { OTP_FLOW_PATHS, type OtpFlow, otpStateOf, startPathOf } from "./otp-flow.ts";
import { useSendOtp } from "./use-send-otp.ts";

/** /selectChannel and /selectChannel_forgotPin: SMS or e-mail, to the masked destinations on file. */
export function SelectChannelPage({ flow }: { flow: OtpFlow }) {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const { factors, scheme } = useSession();
  const { clockOffsetMs } = useCalendar();
  const send = useSendOtp(flow);
  const [channel, setChannel] = useState<OtpChannel | null>(factors[0]?.channel ?? null);
  const [submitted, setSubmitted] = useState(false);
  const title = t(flow === "login" ? "common:pages.selectChannel" : "common:pages.selectChannelForgotPin");

  if (factors.length === 0) {
    return (
      <AuthPage title={title}>
        <Stack gap="md">
          <Alert color="red.8" variant="outline" role="alert">
            {t("channel.none", { phone: PHONE_LINES.hotline.display })}
          </Alert>
          <Anchor component={Link} to={startPathOf(flow, scheme)}>
            {t("channel.startAgain")}
          </Anchor>
        </Stack>
      </AuthPage>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!channel) return;
    send.mutate(
      { channel, resendOTP: false },
      {
        onSuccess: (answer) => {
          sessionStore.update({ otp: otpStateOf(answer, clockOffsetMs) });
          navigate(OTP_FLOW_PATHS[flow].otp);
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <AuthPage title={title} intro={t("channel.intro")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Radio.Group
            label={t("channel.legend")}
            value={channel}
            onChange={(value) => setChannel(value as OtpChannel)}
            error={submitted && !channel ? t("channel.required") : undefined}
            errorProps={{ role: "alert" }}
            required
          >
            <Stack gap="sm" mt="xs">
              {factors.map((factor) => (
                <Radio
                  key={factor.channel}
                  value={factor.channel}
                  label={t(factor.channel === "SMS" ? "channel.sms" : "channel.email", {
                    masked: factor.masked,
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" size="md" loading={send.isPending}>
            {t("channel.send")}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
