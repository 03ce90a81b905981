import { normaliseLoginId, type Scheme } from "../format/identifiers.ts";

/**
 * Part 1 §3: the schemes whose verification userName is built from the login id. Decision: the
 * co-brand scheme (whose login ids are '8' + 8 digits, see normaliseLoginId) and its Simple/Smart
 * sibling SMP.
 */
export const LOGIN_ID_USER_NAME_SCHEMES: readonly Scheme[] = ["COBRAND", "SMP"];

/**
 * Part 1 §3 verification request userName: for COBRAND and SMP, '8' plus the login id
 * zero-padded to 8 ("1234" -> "800001234"; an id already in that 9-character form is kept, via
 * normaliseLoginId's co-brand rule); otherwise the client number as text, unpadded.
 */
export function verificationUserName(scheme: Scheme, loginId: string, clientNmbr: number): string {
  if (LOGIN_ID_USER_NAME_SCHEMES.includes(scheme)) return normaliseLoginId(loginId, "COBRAND");
  return String(clientNmbr);
}
