/** Scheme codes of the specs (part 1 §6). */
export const SCHEMES = ["S800", "HKAIIB", "COBRAND", "SMP"] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * Login ids (part 1 §5): for the co-brand scheme, zero-padded to 8 digits and prefixed
 * with 8 to 9 characters ("1234" -> "800001234"); for the others leading zeros are stripped.
 */
export function normaliseLoginId(loginId: string, scheme: Scheme | null): string {
  const trimmed = loginId.trim();
  if (scheme === "COBRAND") {
    if (/^8\d{8}$/.test(trimmed)) return trimmed;
    return `8${trimmed.padStart(8, "0")}`;
  }
  const stripped = trimmed.replace(/^0+/, "");
  return stripped === "" ? "0" : stripped;
}

/** Client (member) numbers are shown zero-padded to 7 digits (8 for one scheme type). */
export function formatClientNumber(clientNmbr: number | string, width: 7 | 8 = 7): string {
  return String(clientNmbr).padStart(width, "0");
}
