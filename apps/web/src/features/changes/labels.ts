import type { InstructionStatus } from "@portal/domain";
import type { FeatureT } from "../../components/feature-translation.ts";
import type en from "../../locales/en/changes.json";

export type ChangesT = FeatureT<typeof en>;

/** The fund type title of a card: 'fundSwitch.cardTitle1' a fund switch, 'fundSwitch.cardTitle2' an allocation change. */
export function fundTypeLabel(t: ChangesT, fundType: string): string {
  return fundType === "fundSwitch.cardTitle2" ? t("fundType.cardTitle2") : t("fundType.cardTitle1");
}

export function statusLabel(t: ChangesT, status: InstructionStatus): string {
  return t(`status.${status}`);
}

const CHANNELS = ["INTERNET", "MOBILE", "PAPER"] as const;

/** The channel the instruction came through, in words; an unknown channel as the server names it. */
export function channelLabel(t: ChangesT, channel: string): string {
  const code = channel.trim().toUpperCase();
  const known = CHANNELS.find((candidate) => candidate === code);
  return known ? t(`channel.${known}`) : channel;
}
