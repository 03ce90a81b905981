import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  type ClientInfoResponse,
  formatLongDate,
  type Language,
  maskEmail,
  maskPhone,
  type OtpChannel,
  type Scheme,
} from "@portal/domain";
import { type ReactNode, useEffect, useId } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { DetailsList } from "../../components/details-list.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { useClient } from "../../lib/api/profile.ts";
import { hotlineFor } from "../../lib/links.ts";
import { Link } from "../../lib/router.tsx";
import { type SelectedAccount, useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { Trans } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/verifyInfo.json";

type T = FeatureT<typeof en>;

/**
 * What the portal holds to verify the member, masked as the OTP step masks it (part 1 §5: an SMS
 * number shows its last 4 digits, an e-mail its first two and last four characters). The full
 * values never reach the page's text.
 */
export interface VerifyDetails {
  birthDate: string;
  /** The identity document's number as the server masks it, and its kind. */
  govtId: { masked: string | null; type: "HKID" | "PASSPORT" };
  maskedMobile: string | null;
  maskedEmail: string | null;
  /** The one-time-password channels the mobile and e-mail on file enable, in the login's order. */
  channels: { channel: OtpChannel; masked: string | null }[];
}

export function verifyDetailsOf(client: ClientInfoResponse): VerifyDetails {
  const mobile = client.mobile?.number.trim() ? maskPhone(client.mobile.number) : null;
  const email = client.emailAddress?.trim() ? maskEmail(client.emailAddress.trim()) : null;
  return {
    birthDate: client.birthDate,
    govtId: { masked: client.govtIdMasked, type: client.govtIdType },
    maskedMobile: mobile,
    maskedEmail: email,
    channels: [
      { channel: "SMS", masked: mobile },
      { channel: "EMAIL", masked: email },
    ],
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function IdentitySection({
  details,
  scheme,
  language,
  t,
}: {
  details: VerifyDetails;
  scheme: Scheme;
  language: Language;
  t: T;
}) {
  const line = hotlineFor(scheme);
  return (
    <Section title={t("identity.title")}>
      <DetailsList
        rows={[
          {
            key: "idNumber",
            label: t(details.govtId.type === "HKID" ? "identity.hkid" : "identity.passport"),
            value: details.govtId.masked ?? t("identity.idNotShown"),
          },
          {
            key: "dateOfBirth",
            label: t("identity.dateOfBirth"),
            value: formatLongDate(details.birthDate, language),
          },
        ]}
      />
      <Text size="sm">
        <Trans
          ns="verifyInfo"
          i18nKey="identity.howToCorrect"
          values={{ phone: line.display }}
          components={{ tel: <Anchor href={line.href} underline="always" /> }}
        />
      </Text>
    </Section>
  );
}

function ContactSection({ details, t }: { details: VerifyDetails; t: T }) {
  return (
    <Section title={t("contact.title")}>
      <DetailsList
        rows={[
          { key: "mobile", label: t("contact.mobile"), value: details.maskedMobile ?? t("contact.none") },
          { key: "email", label: t("contact.email"), value: details.maskedEmail ?? t("contact.none") },
        ]}
      />
      <Text size="sm">
        {t("contact.howToCorrect")}{" "}
        <Anchor component={Link} to="/profile" fw={600}>
          {t("contact.profileLink")}
        </Anchor>
      </Text>
    </Section>
  );
}

function OtpSection({ details, scheme, t }: { details: VerifyDetails; scheme: Scheme; t: T }) {
  const enabled = details.channels.filter((c) => c.masked !== null);
  return (
    <Section title={t("otp.title")}>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={t("otp.listLabel")}
      >
        {details.channels.map(({ channel, masked }) => {
          const sms = channel === "SMS";
          const text =
            masked === null
              ? t(sms ? "otp.smsMissing" : "otp.emailMissing")
              : t(sms ? "otp.smsTo" : "otp.emailTo", { masked });
          return (
            <Group
              component="li"
              key={channel}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-channel={channel}
            >
              <Badge
                variant={masked === null ? "outline" : "filled"}
                color={masked === null ? "gray.7" : "teal.9"}
                flex="none"
              >
                {masked === null ? t("otp.unavailable") : t("otp.available")}
              </Badge>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {text}
              </Text>
            </Group>
          );
        })}
      </Stack>
      {enabled.length === 0 && (
        <Alert role="alert" color="orange.9" variant="light" title={t("otp.noneTitle")}>
          {t("otp.none", { phone: hotlineFor(scheme).display })}
        </Alert>
      )}
    </Section>
  );
}

function VerifyInfo({ account }: { account: SelectedAccount }) {
  const { t, language } = useFeatureTranslation<typeof en>("verifyInfo");
  const { scheme: sessionScheme } = useSession();
  const client = useClient(account.clientNmbr, account.clntRltnshpNmbr);
  const failure = client.error;
  useEffect(() => {
    if (failure) showErrorToast(failure);
  }, [failure]);

  const scheme: Scheme = client.data?.scheme ?? sessionScheme ?? "S800";
  if (client.isPending) return <PageLoader />;
  if (failure || !client.data) {
    if (errorCode(failure) === "session-expired") return null;
    return (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed", { phone: hotlineFor(scheme).display })}
        onRetry={() => void client.refetch()}
        retrying={client.isFetching}
      />
    );
  }
  const details = verifyDetailsOf(client.data);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("intro")}</Text>
      <IdentitySection details={details} scheme={scheme} language={language} t={t} />
      <ContactSection details={details} t={t} />
      <OtpSection details={details} scheme={scheme} t={t} />
    </Stack>
  );
}

/**
 * /verifyInfo: what the portal holds to verify the member (ID number, date of birth, the masked
 * mobile and e-mail and the one-time-password channels they enable) and how to correct each: the
 * mobile and e-mail on /profile, the ID number and date of birth through the scheme's hotline. A
 * staff session (Super Logon) reads it too; /profile itself is view-only for staff.
 */
export function VerifyInfoPage() {
  const { account } = useSession();
  return (
    <AccountPage page="verifyInfo" parents={["profile"]}>
      {account && <VerifyInfo account={account} />}
    </AccountPage>
  );
}
