import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * PIN hashes: scrypt with OWASP's current guidance (Password Storage Cheat Sheet: N=2^17, r=8,
 * p=1), a random 16-byte salt, stored as scrypt$N$r$p$salt$hash (base64). A hash stored with
 * other parameters (N=16384 before issue 15) still verifies, and needsRehash says to replace it
 * at the next successful login or step-up, when the PIN is at hand.
 */
interface Params {
  n: number;
  r: number;
  p: number;
}

const CURRENT: Params = { n: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/**
 * scrypt needs 128·N·r bytes (128 MiB at the current parameters) and a little more; twice that is
 * the ceiling, which also refuses a stored hash asking for more than the current parameters do.
 */
const MAX_MEMORY = 2 * 128 * CURRENT.n * CURRENT.r;

function derive(pin: string, salt: Buffer, { n, r, p }: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const isPowerOfTwo = (v: number) => Number.isSafeInteger(v) && v > 1 && (v & (v - 1)) === 0;
const isBetween = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;

/** A stored hash's parts; null for one that is not scrypt's, or asks for more work than the current parameters. */
function parse(stored: string): { params: Params; salt: Buffer; hash: Buffer } | null {
  const [algo, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (algo !== "scrypt" || !salt || !hash || rest.length > 0) return null;
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  const readable =
    isPowerOfTwo(params.n) &&
    isBetween(params.r, 1, 32) &&
    isBetween(params.p, 1, 16) &&
    params.n * params.r <= CURRENT.n * CURRENT.r;
  return readable ? { params, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") } : null;
}

const sameParams = (a: Params, b: Params) => a.n === b.n && a.r === b.r && a.p === b.p;

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, CURRENT);
  return `scrypt$${CURRENT.n}$${CURRENT.r}$${CURRENT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * Whether a PIN matches a stored hash. It never answers sooner than a check at the current
 * parameters would: a hash with cheaper (older) parameters, or one that cannot be read, is
 * checked alongside a derivation at the current ones, so the time of a wrong PIN tells nothing
 * about which hash a member has, nor whether the member exists (the login's dummy hash).
 */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  const padding =
    !parsed || !sameParams(parsed.params, CURRENT) ? derive(pin, randomBytes(16), CURRENT) : null;
  const [actual] = await Promise.all([parsed ? derive(pin, parsed.salt, parsed.params) : null, padding]);
  if (!parsed || !actual) return false;
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash should be replaced by hashPin's (other parameters than the current ones). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || !sameParams(parsed.params, CURRENT);
}
