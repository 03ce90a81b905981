// No zod here: the login page encodes the PIN without the contract's schemas, which it loads only
// when the member starts on the form (issue 17).

/** base64 of a UTF-8 string, the same in the browser and in Node. */
export function encodePin(pin: string): string {
  const bytes = new TextEncoder().encode(pin);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodePin(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
