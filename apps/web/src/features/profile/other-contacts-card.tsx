import { Fieldset, SimpleGrid } from "@mantine/core";
import {
  type ClientInfoResponse,
  type CountryItemVo,
  type PhoneChange,
  validateOtherPhone,
} from "@portal/domain";
import { Fragment, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import type en from "../../locales/en/profile.json";
import { CountrySelect } from "./country-select.tsx";
import { PhoneNumberInput, phoneText } from "./phone-input.tsx";
import { type CardControls, CardForm, ProfileCard, useTouched } from "./profile-card.tsx";

/** The three other numbers of part 1 §3, in the card's order. */
export const OTHER_PHONES = ["home", "office", "fax"] as const;
export type OtherPhone = (typeof OTHER_PHONES)[number];

/** Hong Kong, for a number not on file yet. */
const DEFAULT_JURISDICTION = 100;

type Phones = Record<OtherPhone, PhoneChange>;

function storedPhones(client: ClientInfoResponse): Phones {
  const stored = (phone: OtherPhone): PhoneChange =>
    client[phone] ?? { number: "", pltcJrsdNmbr: DEFAULT_JURISDICTION };
  return { home: stored("home"), office: stored("office"), fax: stored("fax") };
}

function OtherContactsForm({
  client,
  countries,
  controls,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
  controls: CardControls;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const reopened = controls.reopened?.change.kind === "otherContacts" ? controls.reopened.change : null;
  const stored = storedPhones(client);
  const [phones, setPhones] = useState<Phones>(() =>
    reopened ? { home: reopened.home, office: reopened.office, fax: reopened.fax } : stored,
  );
  const { touched, touch } = useTouched<OtherPhone>();
  const errors = Object.fromEntries(
    OTHER_PHONES.map((phone) => [
      phone,
      validateOtherPhone(phones[phone].number, phones[phone].pltcJrsdNmbr),
    ]),
  ) as Record<OtherPhone, ReturnType<typeof validateOtherPhone>>;
  // A blank number is allowed (it removes the number); a country alone changes nothing.
  const changed = OTHER_PHONES.some(
    (phone) =>
      phones[phone].number !== stored[phone].number ||
      (phones[phone].number !== "" && phones[phone].pltcJrsdNmbr !== stored[phone].pltcJrsdNmbr),
  );
  const valid = OTHER_PHONES.every((phone) => errors[phone] === null);
  const change = valid && changed ? ({ kind: "otherContacts", ...phones } as const) : null;

  const set = (phone: OtherPhone, patch: Partial<PhoneChange>) =>
    setPhones((old) => ({ ...old, [phone]: { ...old[phone], ...patch } }));

  return (
    <CardForm controls={controls} change={change}>
      {OTHER_PHONES.map((phone) => {
        const type = t(`otherContact.${phone}`);
        const error = errors[phone];
        return (
          <Fieldset key={phone} legend={type} variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CountrySelect
                label={t("otherContact.countryLabel", { type })}
                countries={countries}
                value={phones[phone].pltcJrsdNmbr}
                onChange={(pltcJrsdNmbr) => set(phone, { pltcJrsdNmbr })}
                withDialCode
              />
              <PhoneNumberInput
                label={t("otherContact.numberLabel", { type })}
                description={t("otherContact.blankHint")}
                value={phones[phone].number}
                onChange={(number) => set(phone, { number })}
                onBlur={() => touch(phone)}
                error={touched(phone) && error ? t(error) : null}
              />
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </CardForm>
  );
}

function OtherContactsView({
  client,
  countries,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  return (
    <dl className={figures.details}>
      {OTHER_PHONES.map((phone) => (
        <Fragment key={phone}>
          <dt>{t(`otherContact.${phone}`)}</dt>
          <dd data-field={phone}>{phoneText(client[phone], countries, t)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Part 1 §2-§5 Other contacts card: home, office and fax numbers, each with its country. */
export function OtherContactsCard({
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
      title={t("sections.otherContacts")}
      controls={controls}
      form={<OtherContactsForm client={client} countries={countries} controls={controls} />}
    >
      <OtherContactsView client={client} countries={countries} />
    </ProfileCard>
  );
}
