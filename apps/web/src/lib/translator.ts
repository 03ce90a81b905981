import { fillPlaceholders, messageAt } from "@portal/domain";

/*
 * The portal's translations (docs/decisions/007-own-translations.md): namespaces of nested texts
 * per language, `{{name}}` interpolation, plurals by `count` (`key_one`, `key_other`, by the
 * language's Intl.PluralRules), `ns:key` prefixes, whole objects on request, and namespaces that
 * load on demand. What the portal used of i18next, in about 2 KB instead of 20 (issue 17). The
 * texts' format (dotted paths, placeholders) is the domain's, shared with the server.
 */

/** A namespace's texts: strings, nested objects, arrays. */
export type Texts = { readonly [key: string]: unknown };

/**
 * The keys of nested texts, dotted: "footer.copyright"; a plural's keys as their base,
 * "otp.resendIn"; with `Whole`, also the keys of objects and lists (for `returnObjects`).
 */
export type KeyOf<R, Whole extends boolean = false, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K}`
    : R[K] extends readonly unknown[]
      ? Whole extends true
        ? `${Prefix}${K}`
        : never
      : R[K] extends object
        ? (Whole extends true ? `${Prefix}${K}` : never) | KeyOf<R[K], Whole, `${Prefix}${K}.`>
        : never;
}[keyof R & string];

/** The value at a dotted key. */
type ValueAt<R, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ValueAt<R[Head], Rest>
    : never
  : K extends keyof R
    ? R[K]
    : never;

/**
 * The keys a `t` of these namespaces takes: any of theirs as they are, any namespace's with `ns:`;
 * texts only, unless `Whole` (objects and lists too, for `returnObjects`).
 */
export type TKey<Res, N extends keyof Res & string, Whole extends boolean = false> =
  | { [M in N]: KeyOf<Res[M], Whole> }[N]
  | { [M in keyof Res & string]: `${M}:${KeyOf<Res[M], Whole>}` }[keyof Res & string];

type ValueOf<Res, N extends keyof Res & string, K extends string> = K extends `${infer M}:${infer Rest}`
  ? M extends keyof Res
    ? ValueAt<Res[M], Rest>
    : never
  : { [M in N]: ValueAt<Res[M], K> }[N];

export interface TOptions {
  /** Picks the plural form (and fills `{{count}}`). */
  count?: number;
  [name: string]: unknown;
}

export interface TFunction<Res, N extends keyof Res & string> {
  <K extends TKey<Res, N, true>>(key: K, options: TOptions & { returnObjects: true }): ValueOf<Res, N, K>;
  (key: TKey<Res, N>, options?: TOptions): string;
}

export interface TranslatorOptions<Res, L extends string, D extends keyof Res & string> {
  language: L;
  /** The namespaces bundled with the code, per language. */
  resources: { readonly [language in L]?: Partial<Res> };
  /** Loads a namespace that is not bundled. */
  load: (language: L, namespace: keyof Res & string) => Promise<Texts>;
  defaultNamespace: D;
}

export interface Translator<Res, L extends string, D extends keyof Res & string> {
  readonly language: L;
  /** A `t` of the current language (the default namespace's keys as they are). */
  t: TFunction<Res, D>;
  /** A `t` of one language and these namespaces; the same function until something loads. */
  getFixedT<N extends keyof Res & string = D>(language: L, namespaces?: N | readonly N[]): TFunction<Res, N>;
  hasLoadedNamespace(namespace: keyof Res & string, language?: L): boolean;
  /**
   * Whether the last load of a namespace in the current language failed: a render then shows
   * keys rather than waiting on a load that will not come (the next loadNamespaces tries again).
   */
  hasFailedNamespace(namespace: keyof Res & string): boolean;
  /** Loads what is missing in the current language; the same promise while it loads. */
  loadNamespaces(namespaces: (keyof Res & string) | readonly (keyof Res & string)[]): Promise<void>;
  /** Whether the language has this key (loaded). */
  exists(key: TKey<Res, D>, language?: L): boolean;
  /**
   * Switches language once the namespaces loaded so far are there in it too: at once when they
   * are (nothing waits), else when they have loaded; when one cannot load, rejects and keeps the
   * language as it was.
   */
  changeLanguage(language: L): Promise<void>;
  /** Told after every change of language; returns the unsubscribe. */
  subscribe(listener: (language: L) => void): () => void;
}

/** `{{name}}` filled from the options; a name the options lack stays as it is, to be seen. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return fillPlaceholders(text, values, (name) => `{{${name}}}`);
}

/** Namespaces as given to `t`'s makers (one, a list, or none for the default), as a list. */
export function namespaceList<N extends string>(
  namespaces: N | readonly N[] | undefined,
  fallback: N,
): readonly N[] {
  if (namespaces === undefined) return [fallback];
  return typeof namespaces === "string" ? [namespaces] : namespaces;
}

export function createTranslator<Res, L extends string, D extends keyof Res & string>(
  options: TranslatorOptions<Res, L, D>,
): Translator<Res, L, D> {
  type N = keyof Res & string;
  let language = options.language;
  const store = new Map<L, Map<N, Texts>>();
  for (const [lng, bundled] of Object.entries(options.resources) as [L, Record<N, Texts>][]) {
    store.set(lng, new Map(Object.entries(bundled) as [N, Texts][]));
  }
  const loading = new Map<string, Promise<void>>();
  /** "language|namespace" of the loads that failed last time. */
  const failed = new Set<string>();
  const listeners = new Set<(language: L) => void>();
  const fixed = new Map<string, unknown>();
  const plurals = new Map<L, Intl.PluralRules>();

  /** The language last asked for: an earlier change still loading does not switch after it. */
  let wanted = language;
  const texts = (lng: L, namespace: N) => store.get(lng)?.get(namespace);

  function resolve(lng: L, namespaces: readonly N[], key: string, count: number | undefined): unknown {
    let path = key;
    let search = namespaces;
    const colon = key.indexOf(":");
    if (colon > 0) {
      search = [key.slice(0, colon) as N];
      path = key.slice(colon + 1);
    }
    for (const namespace of search) {
      const node = texts(lng, namespace);
      if (count !== undefined) {
        const rules = plurals.get(lng) ?? new Intl.PluralRules(lng);
        plurals.set(lng, rules);
        const forms = count === 0 ? ["zero", rules.select(count)] : [rules.select(count)];
        for (const form of forms) {
          const found = messageAt(node, `${path}_${form}`);
          if (found !== undefined) return found;
        }
      }
      const found = messageAt(node, path);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  function makeT<M extends N>(lng: L, namespaces: readonly M[]): TFunction<Res, M> {
    const t = (key: string, values: TOptions & { returnObjects?: boolean } = {}) => {
      const found = resolve(lng, namespaces, key, values.count);
      if (typeof found === "string") return interpolate(found, values);
      if (found !== undefined && values.returnObjects) return found;
      return key;
    };
    return t as TFunction<Res, M>;
  }

  function getFixedT<M extends N>(lng: L, namespaces?: M | readonly M[]): TFunction<Res, M> {
    const list = namespaceList<M>(namespaces, options.defaultNamespace as N as M);
    const id = `${lng}|${list.join(",")}`;
    const made = (fixed.get(id) as TFunction<Res, M> | undefined) ?? makeT(lng, list);
    fixed.set(id, made);
    return made;
  }

  function load(lng: L, namespaces: readonly N[]): Promise<void> | null {
    const missing = namespaces.filter((namespace) => !texts(lng, namespace));
    if (missing.length === 0) return null;
    const id = `${lng}|${missing.join(",")}`;
    const pending =
      loading.get(id) ??
      Promise.all(
        missing.map(async (namespace) => {
          failed.delete(`${lng}|${namespace}`);
          try {
            const loaded = await options.load(lng, namespace);
            const byNamespace = store.get(lng) ?? new Map<N, Texts>();
            store.set(lng, byNamespace);
            byNamespace.set(namespace, loaded);
          } catch (error) {
            failed.add(`${lng}|${namespace}`);
            throw error;
          }
        }),
      ).then(
        () => {
          loading.delete(id);
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
    loading.set(id, pending);
    return pending;
  }

  function switchTo(lng: L): void {
    if (lng !== wanted || lng === language) return;
    language = lng;
    for (const listener of listeners) listener(lng);
  }

  return {
    get language() {
      return language;
    },
    t: ((key: string, values?: TOptions) =>
      (getFixedT(language) as (key: string, values?: TOptions) => unknown)(key, values)) as TFunction<Res, D>,
    getFixedT,
    hasLoadedNamespace: (namespace, lng = language) => texts(lng, namespace) !== undefined,
    hasFailedNamespace: (namespace) => failed.has(`${language}|${namespace}`),
    loadNamespaces: (namespaces) =>
      load(language, typeof namespaces === "string" ? [namespaces] : namespaces) ?? Promise.resolve(),
    exists: (key, lng = language) => resolve(lng, [options.defaultNamespace], key, undefined) !== undefined,
    changeLanguage(lng) {
      wanted = lng;
      const used = [...(store.get(language)?.keys() ?? [])];
      const pending = load(lng, used);
      if (!pending) {
        switchTo(lng);
        return Promise.resolve();
      }
      return pending.then(() => switchTo(lng));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
