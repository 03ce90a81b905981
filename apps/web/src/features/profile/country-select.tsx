import { Select } from "@mantine/core";
import { type CountryItemVo, type Language, visibleCountries } from "@portal/domain";
import type { Ref } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/profile.json";
import { ALERT } from "./profile-card.tsx";

/** A country's name in the page's language (part 1 §3: the Chinese list in Chinese). */
export function countryName(country: CountryItemVo, language: Language): string {
  return language === "zh-HK" && country.countryNmZh.trim() !== "" ? country.countryNmZh : country.countryNm;
}

export function findCountry(countries: readonly CountryItemVo[], pltcJrsdNmbr: number | null | undefined) {
  return countries.find((country) => country.pltcJrsdNmbr === pltcJrsdNmbr);
}

/**
 * The country dropdown of the address and phone fields: the visible jurisdictions (167, 169, 175
 * never), named in the page's language, with the dial code for phones ("Hong Kong (+852)").
 * Typing filters the list.
 */
export function CountrySelect({
  label,
  countries,
  value,
  onChange,
  onBlur,
  withDialCode = false,
  error,
  required = false,
  ref,
}: {
  label: string;
  countries: readonly CountryItemVo[];
  value: number | null;
  onChange: (pltcJrsdNmbr: number) => void;
  onBlur?: () => void;
  withDialCode?: boolean;
  error?: string | null;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("profile");
  const data = visibleCountries(countries).map((country) => {
    const name = countryName(country, language);
    return {
      value: String(country.pltcJrsdNmbr),
      label: withDialCode && country.phoneCd ? `${name} (${country.phoneCd})` : name,
    };
  });
  return (
    <Select
      ref={ref}
      label={label}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      onBlur={onBlur}
      searchable
      openOnFocus={false}
      allowDeselect={false}
      withCheckIcon={false}
      nothingFoundMessage={t("countryNotFound")}
      // The list exists only while open: nothing else in the page is named after the label.
      comboboxProps={{ keepMounted: false }}
      error={error || undefined}
      errorProps={ALERT}
      required={required}
    />
  );
}
