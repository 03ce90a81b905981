import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

/** A session token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

/** A uniformly random 6-digit one-time code. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A random temporary PIN that meets the new-PIN rules (upper, lower, digit, symbol, 10 characters). */
export function newTemporaryPin(): string {
  const pick = (chars: string) => chars[randomInt(0, chars.length)];
  const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const lower = "abcdefghijkmnpqrstuvwxyz";
  const digits = "23456789";
  const symbols = "#$%&*+!";
  const all = upper + lower + digits;
  const chars = [pick(upper), pick(lower), pick(digits), pick(symbols)];
  while (chars.length < 10) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}
