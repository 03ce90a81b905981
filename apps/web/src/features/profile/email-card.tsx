import { Checkbox, Text, TextInput } from "@mantine/core";
import { type ClientInfoResponse, EMAIL_MAX_LENGTH, hasNoEmail, validateEmail } from "@portal/domain";
import { useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import type en from "../../locales/en/profile.json";
import { ALERT, type CardControls, CardForm, ProfileCard, useTouched } from "./profile-card.tsx";

function EmailForm({ client, controls }: { client: ClientInfoResponse; controls: CardControls }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const reopened = controls.reopened?.change.kind === "email" ? controls.reopened.change : null;
  const [email, setEmail] = useState(reopened?.emailAddress ?? client.emailAddress ?? "");
  const [estatement, setEstatement] = useState(reopened?.estatement ?? client.estatement ?? false);
  const { touched, touch } = useTouched<"email">();
  const error = validateEmail(email);
  // Part 1 §6: the e-statement box where the account has one (not ORSO); §5: off while empty.
  const hasEstatement = client.estatement !== null;
  const estatementChoice = hasEstatement ? estatement : null;
  const changed =
    email.trim() !== (client.emailAddress ?? "") || (hasEstatement && estatement !== client.estatement);
  const change =
    error === null && changed
      ? ({ kind: "email", emailAddress: email.trim(), estatement: estatementChoice } as const)
      : null;

  return (
    <CardForm controls={controls} change={change}>
      <TextInput
        type="email"
        label={t("emailInfo.email")}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onBlur={() => touch("email")}
        error={touched("email") && error ? t(error) : undefined}
        errorProps={ALERT}
        autoComplete="email"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        required
      />
      {hasEstatement && (
        <Checkbox
          label={t("emailInfo.estatementLabel")}
          description={error === "emailInfo.required" ? t("emailInfo.estatementHint") : undefined}
          checked={estatement}
          onChange={(event) => setEstatement(event.currentTarget.checked)}
          disabled={error === "emailInfo.required"}
        />
      )}
    </CardForm>
  );
}

function EmailView({ client }: { client: ClientInfoResponse }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  if (hasNoEmail(client.emailAddress)) {
    return <Text c="red.8">{t("emailInfo.invalidEmailMessage")}</Text>;
  }
  return (
    <dl className={figures.details}>
      <dt>{t("emailInfo.email")}</dt>
      <dd data-field="email">{client.emailAddress}</dd>
      {client.estatement !== null && (
        <>
          <dt>{t("emailInfo.estatement")}</dt>
          <dd data-field="estatement">{t(client.estatement ? "yes" : "no")}</dd>
        </>
      )}
    </dl>
  );
}

/** Part 1 §2-§6 Email card: the address and, where the account has one, the e-statement choice. */
export function EmailCard({
  id,
  client,
  controls,
}: {
  id: string;
  client: ClientInfoResponse;
  controls: CardControls;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  return (
    <ProfileCard
      id={id}
      title={t("sections.email")}
      controls={controls}
      form={<EmailForm client={client} controls={controls} />}
    >
      <EmailView client={client} />
    </ProfileCard>
  );
}
