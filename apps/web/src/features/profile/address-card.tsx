import { Group, Radio, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import {
  ADDRESS_LANGUAGES,
  type AddressEditFields,
  addressChangeOf,
  addressEditDefaults,
  addressMode,
  type ClientInfoResponse,
  type CountryItemVo,
  HK_ADDRESS_MAX_LENGTH,
  type HkAddressErrors,
  isInvalidAddress,
  NON_HK_ADDRESS_LINE_MAX_LENGTH,
  type NonHkAddressErrors,
  TERRITORIES,
  territoryOfLocation,
  validateHkAddress,
  validateNonHkAddress,
  withCountry,
} from "@portal/domain";
import { useState } from "react";
import { DetailsList } from "../../components/details-list.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/profile.json";
import { CountrySelect, countryName, findCountry } from "./country-select.tsx";
import classes from "./profile.module.css";
import { ALERT, type CardControls, CardForm, ProfileCard, useTouched } from "./profile-card.tsx";

type Field = Exclude<keyof AddressEditFields, "countryCode">;

/** The HK text fields in the form's order, with their labels and the §5 maximum lengths. */
const HK_TEXT_FIELDS = [
  ["room", "addressInfo.room", HK_ADDRESS_MAX_LENGTH.room],
  ["floor", "addressInfo.floor", HK_ADDRESS_MAX_LENGTH.floor],
  ["block", "addressInfo.block", HK_ADDRESS_MAX_LENGTH.block],
  ["nameOfBuilding", "addressInfo.building", HK_ADDRESS_MAX_LENGTH.nameOfBuilding],
  ["streetNumber", "addressInfo.streetNumber", HK_ADDRESS_MAX_LENGTH.streetNumber],
  ["nameOfStreet", "addressInfo.streetName", HK_ADDRESS_MAX_LENGTH.nameOfStreet],
  ["city", "addressInfo.city", HK_ADDRESS_MAX_LENGTH.city],
  ["postOrZip", "addressInfo.postOrZip", HK_ADDRESS_MAX_LENGTH.postOrZip],
] as const;

const REQUIRED: ReadonlySet<Field> = new Set(["nameOfStreet", "city", "addressLine1"]);
const NUMERIC: ReadonlySet<Field> = new Set(["streetNumber", "postOrZip"]);

const NON_HK_LINES = [
  ["addressLine1", "addressInfo.addressLine1"],
  ["addressLine2", "addressInfo.addressLine2"],
  ["addressLine3", "addressInfo.addressLine3"],
] as const;

function AddressForm({
  client,
  countries,
  controls,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
  controls: CardControls;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const reopened = controls.reopened?.change.kind === "address" ? controls.reopened.change.address : null;
  // Part 1 §4: Edit starts from cleared fields, language E, and the scheme's country.
  const [fields, setFields] = useState<AddressEditFields>(
    () => reopened ?? addressEditDefaults(controls.scheme, client.mainAddress?.addressPltcJrsdNmbr ?? null),
  );
  const { touched, touch } = useTouched<Field | "countryCode">();
  const hk = addressMode(fields.countryCode) === "HK";
  const errors: HkAddressErrors & NonHkAddressErrors = hk
    ? validateHkAddress(fields)
    : validateNonHkAddress(fields);
  const change =
    fields.countryCode !== null && Object.keys(errors).length === 0
      ? ({ kind: "address", address: addressChangeOf(fields, fields.countryCode) } as const)
      : null;

  const set = (field: Field, value: string) => setFields((old) => ({ ...old, [field]: value }));
  const shownError = (field: Field) => {
    const key = errors[field as keyof typeof errors];
    return touched(field) && key ? t(key) : undefined;
  };
  const textInput = (field: Field, label: string, maxLength: number) => (
    <TextInput
      key={field}
      label={label}
      value={fields[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      onBlur={() => touch(field)}
      error={shownError(field)}
      errorProps={ALERT}
      maxLength={maxLength}
      required={REQUIRED.has(field)}
      inputMode={NUMERIC.has(field) ? "numeric" : undefined}
    />
  );

  return (
    <CardForm controls={controls} change={change}>
      <CountrySelect
        label={t("country")}
        countries={countries}
        value={fields.countryCode}
        onChange={(countryCode) => setFields((old) => withCountry(old, countryCode))}
        onBlur={() => touch("countryCode")}
        error={touched("countryCode") && fields.countryCode === null ? t("mobile.countryRequired") : null}
        required
      />
      {hk ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {HK_TEXT_FIELDS.slice(0, 3).map(([field, label, max]) => textInput(field, t(label), max))}
          </SimpleGrid>
          {HK_TEXT_FIELDS.slice(3).map(([field, label, max]) => textInput(field, t(label), max))}
          <Select
            label={t("addressInfo.territory")}
            placeholder={t("addressInfo.territoryPlaceholder")}
            data={TERRITORIES.map((code) => ({ value: code, label: t(`addressInfo.territories.${code}`) }))}
            value={fields.territory || null}
            onChange={(value) => set("territory", value ?? "")}
            clearable
            withCheckIcon={false}
            comboboxProps={{ keepMounted: false }}
            error={errors.territory ? t(errors.territory) : undefined}
            errorProps={ALERT}
          />
          <Radio.Group
            label={t("addressInfo.language")}
            value={fields.selectLangPref}
            onChange={(value) => set("selectLangPref", value)}
            error={errors.selectLangPref ? t(errors.selectLangPref) : undefined}
            errorProps={ALERT}
            required
          >
            <Group gap="lg" mt="xs">
              {ADDRESS_LANGUAGES.map((code) => (
                <Radio key={code} value={code} label={t(`languages.${code}`)} />
              ))}
            </Group>
          </Radio.Group>
        </>
      ) : (
        NON_HK_LINES.map(([field, label]) => textInput(field, t(label), NON_HK_ADDRESS_LINE_MAX_LENGTH))
      )}
    </CardForm>
  );
}

/** The stored correspondence address (part 1 §3 mainAddress), or §8's message when there is none. */
function AddressView({
  client,
  countries,
}: {
  client: ClientInfoResponse;
  countries: readonly CountryItemVo[];
}) {
  const { t, language } = useFeatureTranslation<typeof en>("profile");
  const address = client.mainAddress;
  if (!address || isInvalidAddress([address])) {
    return <Text c="red.8">{t("addressInfo.invalidAddressMessage")}</Text>;
  }
  // A territory is shown in the page's language; any other stored location as it is.
  const locationText = (location: string | null): string | null => {
    const territory = territoryOfLocation(location);
    return territory ? t(`addressInfo.territories.${territory}`) : location?.trim() || null;
  };
  const lines = [...address.addressLineTxt]
    .sort((a, b) => a.addrLineSeqNmbr - b.addrLineSeqNmbr)
    .map((line) => line.addrLineTxt)
    .filter((text) => text.trim() !== "");
  const country = findCountry(countries, address.addressPltcJrsdNmbr);
  const rows = [
    {
      key: "address",
      label: t("addressInfo.address"),
      value: (
        <ul className={classes.lines}>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
            <li key={index}>{line}</li>
          ))}
        </ul>
      ),
    },
    // An address entered in the portal has its district as a line too (addressLinesOf): once.
    { key: "city", label: t("addressInfo.city"), value: cityOnce(address.cityNm, lines) },
    { key: "location", label: t("addressInfo.location"), value: locationText(address.addressLocationNm) },
    { key: "country", label: t("country"), value: country ? countryName(country, language) : null },
  ];
  return <DetailsList rows={rows} />;
}

/** The district / city, unless a line of the address already says it. */
function cityOnce(city: string | null | undefined, lines: readonly string[]): string | null {
  const text = city?.trim();
  if (!text) return null;
  return lines.some((line) => line.trim().toLowerCase() === text.toLowerCase()) ? null : text;
}

/** Part 1 §2-§5 Correspondence address card: HK fields or three free lines, by the country chosen. */
export function AddressCard({
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
      title={t("sections.address")}
      controls={controls}
      form={<AddressForm client={client} countries={countries} controls={controls} />}
    >
      <AddressView client={client} countries={countries} />
    </ProfileCard>
  );
}
