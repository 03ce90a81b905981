import { MAX_SWITCH_FUNDS, type PercentLine } from "@portal/domain";

/**
 * An allocation handed to the fund switching wizard in its address, so a link can start it
 * prefilled (the projection's "Switch to this allocation"): `/fundSwitch?to=298:60,312:40`, each
 * fund number and its whole percentage. The wizard checks it with the switching rules before it
 * uses it; anything malformed is ignored.
 */
export const SWITCH_PREFILL_PARAM = "to";

/** The wizard's address with the allocation: "/fundSwitch?to=298:60,312:40". */
export function switchPrefillPath(lines: readonly PercentLine[]): string {
  const value = lines.map((line) => `${line.invTypeNmbr}:${line.percent.trim()}`).join(",");
  return `/fundSwitch?${SWITCH_PREFILL_PARAM}=${encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%2C/gi, ",")}`;
}

const PAIR = /^(\d{1,9}):(\d{1,3})$/;

/** The allocation of a location's search ("?to=..."), or null when there is none or it is malformed. */
export function parseSwitchPrefill(search: string): PercentLine[] | null {
  const value = new URLSearchParams(search).get(SWITCH_PREFILL_PARAM);
  if (!value) return null;
  const pairs = value.split(",");
  if (pairs.length > MAX_SWITCH_FUNDS) return null;
  const lines: PercentLine[] = [];
  for (const pair of pairs) {
    const match = PAIR.exec(pair.trim());
    if (!match) return null;
    lines.push({ invTypeNmbr: Number(match[1]), percent: String(Number(match[2])) });
  }
  return new Set(lines.map((line) => line.invTypeNmbr)).size === lines.length ? lines : null;
}
