import { Stack, Text } from "@mantine/core";
import {
  type AddressChange,
  addressLinesOf,
  addressMode,
  type CountryItemVo,
  type Language,
  nonHkAddressLinesOf,
  type PhoneChange,
  type ProfileChange,
} from "@portal/domain";
import type { ReactNode } from "react";
import { DetailsList } from "../../components/details-list.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/profile.json";
import { countryName, findCountry } from "./country-select.tsx";
import { OTHER_PHONES } from "./other-contacts-card.tsx";
import { phoneText } from "./phone-input.tsx";
import classes from "./profile.module.css";

type T = FeatureT<typeof en>;

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

function country(countries: readonly CountryItemVo[], pltcJrsdNmbr: number, language: Language): string {
  const found = findCountry(countries, pltcJrsdNmbr);
  return found ? countryName(found, language) : String(pltcJrsdNmbr);
}

/**
 * The address as it will be stored: the lines the server builds (domain rules: the post/zip code
 * is the last), then its fields.
 */
function addressRows(
  address: AddressChange,
  countries: readonly CountryItemVo[],
  t: T,
  language: Language,
): Row[] {
  const hk = addressMode(address.countryCode) === "HK";
  const lines = (hk ? addressLinesOf(address) : nonHkAddressLinesOf(address)).map((line) => line.addrLineTxt);
  const rows: (Row | null)[] = [
    {
      key: "address",
      label: t("verify.newAddress"),
      value: (
        <ul className={classes.lines}>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
            <li key={index}>{line}</li>
          ))}
        </ul>
      ),
    },
    hk && address.territory
      ? {
          key: "territory",
          label: t("addressInfo.territory"),
          value: t(`addressInfo.territories.${address.territory as "HK" | "KLN" | "NT"}`),
        }
      : null,
    { key: "country", label: t("country"), value: country(countries, address.countryCode, language) },
    hk
      ? {
          key: "language",
          label: t("addressInfo.language"),
          value: t(`languages.${address.selectLangPref === "C" ? "C" : "E"}`),
        }
      : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}

function phone(value: PhoneChange, countries: readonly CountryItemVo[], t: T): string {
  // What will be stored: no number, whether there was one before or not.
  return value.number.trim() === "" ? t("verify.none") : phoneText(value, countries, t);
}

function rowsOf(change: ProfileChange, countries: readonly CountryItemVo[], t: T, language: Language): Row[] {
  switch (change.kind) {
    case "address":
      return addressRows(change.address, countries, t, language);
    case "email":
      return [
        { key: "email", label: t("verify.newEmail"), value: change.emailAddress },
        ...(change.estatement === null
          ? []
          : [
              {
                key: "estatement",
                label: t("emailInfo.estatement"),
                value: t(change.estatement ? "yes" : "no"),
              },
            ]),
      ];
    case "mobile":
      return [
        { key: "mobile", label: t("verify.newMobile"), value: phone(change.mobile, countries, t) },
        {
          key: "sms",
          label: t("mobile.sms"),
          value: change.smsSubscription
            ? t("mobile.smsRegistered", { language: t(`languages.${change.selectLangPref ?? "E"}`) })
            : t("mobile.smsNotRegistered"),
        },
      ];
    case "otherContacts":
      return OTHER_PHONES.map((kind) => ({
        key: kind,
        label: t(`otherContact.${kind}`),
        value: phone(change[kind], countries, t),
      }));
  }
}

/** /verify's readable account of the staged change (part 1 §2): what will be stored. */
export function ChangeSummary({
  change,
  applyToAllClients,
  countries,
}: {
  change: ProfileChange;
  applyToAllClients: boolean;
  countries: readonly CountryItemVo[];
}) {
  const { t, language } = useFeatureTranslation<typeof en>("profile");
  const rows = rowsOf(change, countries, t, language);
  return (
    <Stack gap="sm">
      <DetailsList rows={rows} />
      {applyToAllClients && <Text size="sm">{t("verify.applyToAllClients")}</Text>}
    </Stack>
  );
}
