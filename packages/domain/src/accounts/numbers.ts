import type { Scheme } from "../format/identifiers.ts";

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
  throw new Error(`TODO ${input.contractNmbr}`);
}

/** Part 2 §2.2: the member number, 7 digits zero-padded; 8 for the co-brand scheme's members. */
export function formatMemberNumber(clientNmbr: number, scheme: Scheme): string {
  throw new Error(`TODO ${clientNmbr} ${scheme}`);
}
