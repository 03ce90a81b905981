/**
 * Parameter names follow the specs, which spell a few of them two ways: part 2 writes both
 * clntRltnshpNmbr (§7.1 policy, gainAndLoss; §7.3 history, details) and clntRltnShpNmbr (§7.1 fees,
 * qualifying balance; §7.2 history; §7.3 cancel), and both productTypeNmbr and product_type_nmbr
 * (config/funds/fundfactsheets). The contract picks one spelling (the key here maps the other to
 * it); the server takes either on input and renames it before the schema reads the request.
 */
export const PARAMETER_ALIASES = {
  clntRltnShpNmbr: "clntRltnshpNmbr",
  product_type_nmbr: "productTypeNmbr",
} as const;

type Alias = keyof typeof PARAMETER_ALIASES;

const isAlias = (key: string): key is Alias => Object.hasOwn(PARAMETER_ALIASES, key);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why a request's parameters cannot be read: both spellings given with different values. */
export class ConflictingAliasError extends Error {
  constructor(readonly alias: string) {
    super(`${alias} and ${PARAMETER_ALIASES[alias as Alias]} are the same parameter but differ`);
  }
}

function canonicalObject(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isAlias(key)) {
      out[key] = value;
      continue;
    }
    const canonical = PARAMETER_ALIASES[key];
    const other = input[canonical];
    if (other !== undefined && String(other) !== String(value)) throw new ConflictingAliasError(key);
    if (other === undefined) out[canonical] = value;
  }
  return out;
}

/**
 * The request's parameters with every alias renamed to the contract's spelling: the keys of a
 * query or body object, or of each object of a body array. Anything else is returned as it is.
 * Throws ConflictingAliasError when both spellings are given with different values.
 */
export function canonicalParams(input: unknown): unknown {
  if (isPlainObject(input)) return canonicalObject(input);
  if (Array.isArray(input)) return input.map((item) => (isPlainObject(item) ? canonicalObject(item) : item));
  return input;
}
