/*
 * The portal's message texts, the same on the server (its PDFs, SMS and e-mails) and in the web
 * app: nested objects of texts per namespace, a text found by its dotted path ("footer.hotline"),
 * `{{name}}` placeholders (spaces inside the braces allowed). What happens when a placeholder has
 * no value is each side's choice: the server throws (a member must never get "{{code}}"), the web
 * app leaves it to be seen.
 */

/** A message's `{{name}}` placeholders. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** What is at a dotted path of nested texts (a text, an object, a list), or undefined. */
export function messageAt(texts: unknown, path: string): unknown {
  let node = texts;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The placeholder names a message uses, each once, in order of appearance. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (m) => m[1] as string))];
}

/**
 * The message with each placeholder replaced: by its value, or, for a name `values` lacks, by
 * what `missing` answers.
 */
export function fillPlaceholders(
  message: string,
  values: Readonly<Record<string, unknown>>,
  missing: (name: string) => string,
): string {
  return message.replace(PLACEHOLDER, (_, name: string) =>
    values[name] === undefined ? missing(name) : String(values[name]),
  );
}
