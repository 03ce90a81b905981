import { Checkbox, Group, Radio, Text } from "@mantine/core";
import {
  type ClientInfoResponse,
  type CountryItemVo,
  canUpdateMobile,
  hasNoMobile,
  isHongKongJurisdiction,
  smsRegistrationAllowed,
  validateMobile,
} from "@portal/domain";
import { useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import type en from "../../locales/en/profile.json";
import { CountrySelect } from "./country-select.tsx";
import { PhoneNumberInput, phoneText } from "./phone-input.tsx";
import { type CardControls, CardForm, ProfileCard, useTouched } from "./profile-card.tsx";

/** The SMS display languages (custom attribute 174). */
const SMS_LANGUAGES = ["E", "C"] as const;
type Language = (typeof SMS_LANGUAGES)[number];

function MobileForm({
  client,
  countries,
  controls,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
  controls: CardControls;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const reopened = controls.reopened?.change.kind === "mobile" ? controls.reopened.change : null;
  const [country, setCountry] = useState<number | null>(
    reopened?.mobile.pltcJrsdNmbr ?? client.mobile?.pltcJrsdNmbr ?? null,
  );
  const [number, setNumber] = useState(reopened?.mobile.number ?? client.mobile?.number ?? "");
  const [sms, setSms] = useState(reopened?.smsSubscription ?? client.smsSubscription);
  const [language, setLanguage] = useState<Language>(reopened?.selectLangPref ?? client.smsLanguage);
  const { touched, touch } = useTouched<"country" | "number">();

  // Part 1 §4/§5: the SMS box only for a valid HK number; the AIIB-type scheme fixes English.
  const smsAllowed = smsRegistrationAllowed(number, country);
  const smsChosen = sms && smsAllowed;
  const fixedEnglish = controls.scheme === "HKAIIB";
  const languageShown = smsChosen && !fixedEnglish;
  const smsLanguage: Language = fixedEnglish ? "E" : language;
  const error = validateMobile(number, country);
  const valid = canUpdateMobile({
    digits: number,
    pltcJrsdNmbr: country,
    languageShown,
    selectLangPref: smsLanguage,
  });
  const changed =
    number !== (client.mobile?.number ?? "") ||
    country !== (client.mobile?.pltcJrsdNmbr ?? null) ||
    smsChosen !== client.smsSubscription ||
    (smsChosen && smsLanguage !== client.smsLanguage);
  const change =
    valid && changed && country !== null
      ? ({
          kind: "mobile",
          mobile: { number, pltcJrsdNmbr: country },
          smsSubscription: smsChosen,
          selectLangPref: smsChosen ? smsLanguage : null,
        } as const)
      : null;

  const countryError = error === "mobile.countryRequired" && (touched("country") || touched("number"));
  const numberError = error !== null && error !== "mobile.countryRequired" && touched("number");

  return (
    <CardForm controls={controls} change={change}>
      <CountrySelect
        label={t("mobile.country")}
        countries={countries}
        value={country}
        onChange={(next) => {
          setCountry(next);
          // Part 1 §4: a non-HK number clears the SMS registration.
          if (!isHongKongJurisdiction(next)) setSms(false);
        }}
        onBlur={() => touch("country")}
        withDialCode
        error={countryError ? t("mobile.countryRequired") : null}
        required
      />
      <PhoneNumberInput
        label={t("mobile.number")}
        value={number}
        onChange={setNumber}
        onBlur={() => touch("number")}
        error={numberError && error ? t(error) : null}
      />
      <Checkbox
        label={t("mobile.smsLabel")}
        description={smsAllowed ? undefined : t("mobile.smsHint")}
        checked={smsChosen}
        disabled={!smsAllowed}
        onChange={(event) => setSms(event.currentTarget.checked)}
      />
      {languageShown && (
        <Radio.Group
          label={t("mobile.language")}
          value={language}
          onChange={(value) => setLanguage(value === "C" ? "C" : "E")}
          required
        >
          <Group gap="lg" mt="xs">
            {SMS_LANGUAGES.map((code) => (
              <Radio key={code} value={code} label={t(`languages.${code}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </CardForm>
  );
}

function MobileView({
  client,
  countries,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  if (hasNoMobile(client.mobile?.number)) {
    return <Text c="red.8">{t("mobile.invalidMobileMessage")}</Text>;
  }
  const aiib = client.scheme === "HKAIIB";
  return (
    <dl className={figures.details}>
      <dt>{t("mobile.number")}</dt>
      <dd data-field="mobile">{phoneText(client.mobile, countries, t)}</dd>
      <dt>{t("mobile.sms")}</dt>
      <dd data-field="sms">
        {client.smsSubscription
          ? t("mobile.smsRegistered", { language: t(`languages.${aiib ? "E" : client.smsLanguage}`) })
          : t("mobile.smsNotRegistered")}
      </dd>
    </dl>
  );
}

/** Part 1 §2-§6 Mobile card: the number, and the SMS e-channel registration with its language. */
export function MobileCard({
  id,
  client,
  countries,
  controls,
}: {
  id: string;
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
  controls: CardControls;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  return (
    <ProfileCard
      id={id}
      title={t("sections.mobile")}
      controls={controls}
      form={<MobileForm client={client} countries={countries} controls={controls} />}
    >
      <MobileView client={client} countries={countries} />
    </ProfileCard>
  );
}
