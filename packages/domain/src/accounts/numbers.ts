import { formatClientNumber, type Scheme } from "../format/identifiers.ts";

/** Contracts shown with a fixed display number (part 2 §5.3). */
const CONTRACTS_SHOWN_AS_004662 = new Set([41107, 41108]);

/**
 * Part 2 §5.3 contract-number display: prefix + number left-padded to 6 digits; contracts 41107
 * and 41108 show as prefix + "004662"; S800 ORSO contracts under 10000 show as prefix + "01" +
 * the number padded to 4 digits.
 */
export function formatContractNumber(input: {
  contractNmbr: number;
  contractPrefix: string;
  scheme: Scheme;
  isOrso: boolean;
}): string {
  const { contractNmbr, contractPrefix, scheme, isOrso } = input;
  if (CONTRACTS_SHOWN_AS_004662.has(contractNmbr)) return `${contractPrefix}004662`;
  if (scheme === "S800" && isOrso && contractNmbr < 10000) {
    return `${contractPrefix}01${String(contractNmbr).padStart(4, "0")}`;
  }
  return `${contractPrefix}${String(contractNmbr).padStart(6, "0")}`;
}

/** Part 2 §2.2: the member number, 7 digits zero-padded; 8 for the co-brand scheme's members. */
export function formatMemberNumber(clientNmbr: number, scheme: Scheme): string {
  return formatClientNumber(clientNmbr, scheme === "COBRAND" ? 8 : 7);
}
