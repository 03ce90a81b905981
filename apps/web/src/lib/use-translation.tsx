import { cloneElement, type ReactElement, type ReactNode, useSyncExternalStore } from "react";
import { type AppKey, type AppNamespace, type AppT, i18n } from "../app/i18n.ts";
import { namespaceList } from "./translator.ts";

/**
 * The texts of these namespaces (the first's keys, and the others', as they are; any namespace's
 * as `ns:key`) in the current language; renders again when the language changes. Suspends until
 * the namespaces have loaded (pages load theirs ahead, with their code: routes.tsx), or failed to.
 */
export function useTranslation<N extends AppNamespace = "common">(
  namespaces?: N | readonly N[],
): { t: AppT<N>; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const list = namespaceList<N>(namespaces, "common" as N);
  // A namespace whose load failed is not waited for again (the render shows its keys); the next
  // page's loadNamespaces tries it again.
  const missing = list.filter(
    (namespace) => !i18n.hasLoadedNamespace(namespace) && !i18n.hasFailedNamespace(namespace),
  );
  // Suspense's thrown promise, not use(): the retry after the load must not call a hook the
  // render before did not (a render that found everything loaded calls nothing).
  if (missing.length > 0) throw i18n.loadNamespaces(missing).catch(() => {});
  return { t: i18n.getFixedT(language, list), i18n };
}

/** An element of `components` in a text: `<tel>{{phone}}</tel>`. */
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

interface TransProps<N extends AppNamespace> {
  i18nKey: AppKey<N>;
  ns?: N;
  values?: Record<string, unknown>;
  /** The elements the text's tags stand for: each gets the tag's text as its children. */
  components: Record<string, ReactElement>;
}

/** A text with elements in it: "Member hotline: <tel>{{phone}}</tel>" with `components={{ tel: <a … /> }}`. */
export function Trans<N extends AppNamespace = "common">({ i18nKey, ns, values, components }: TransProps<N>) {
  const { t } = useTranslation(ns);
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    parts.push(text.slice(from, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
