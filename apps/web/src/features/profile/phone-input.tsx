import { TextInput } from "@mantine/core";
import {
  type CountryItemVo,
  digitsOnly,
  displayPhone,
  PHONE_MAX_LENGTH,
  PHONE_NOT_AVAILABLE_KEY,
} from "@portal/domain";
import { type ClipboardEvent, type KeyboardEvent, useState } from "react";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/profile.json";
import { findCountry } from "./country-select.tsx";
import { ALERT } from "./profile-card.tsx";

/** A key that would type one character (not Tab, arrows, Backspace or a shortcut). */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A phone number field that takes digits only (part 1 §5): non-digit keys and non-numeric paste
 * are blocked and say otherContact.phoneNmDigiterror; any other way a non-digit could arrive
 * (drag and drop, an input method) is refused on change too. The value is the bare number.
 */
export function PhoneNumberInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** The validation message to show, if any. */
  error?: string | null;
  description?: string;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const [blocked, setBlocked] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typesCharacter(event) && !digitsOnly(event.key)) {
      event.preventDefault();
      setBlocked(true);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!digitsOnly(event.clipboardData.getData("text"))) {
      event.preventDefault();
      setBlocked(true);
    }
  };

  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!digitsOnly(next)) {
          // The field keeps its number: put back in the page too, since nothing may render again.
          event.currentTarget.value = value;
          setBlocked(true);
          return;
        }
        setBlocked(false);
        onChange(next);
      }}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onBlur={onBlur}
      error={blocked ? t("otherContact.phoneNmDigiterror") : error || undefined}
      errorProps={ALERT}
      inputMode="numeric"
      autoComplete="off"
      maxLength={PHONE_MAX_LENGTH}
    />
  );
}

/**
 * A stored number as the view states show it (part 1 §5/§8): with its dial code, HK numbers
 * grouped in fours, N/A for 166/167 or a missing number.
 */
export function phoneText(
  contact: { number: string; pltcJrsdNmbr: number } | null,
  countries: readonly CountryItemVo[],
  t: FeatureT<typeof en>,
): string {
  const shown = displayPhone(contact?.number, contact?.pltcJrsdNmbr ?? null);
  if ("key" in shown) return t(PHONE_NOT_AVAILABLE_KEY);
  const code = findCountry(countries, contact?.pltcJrsdNmbr)?.phoneCd;
  return code ? `${code} ${shown.text}` : shown.text;
}
