import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { firstRenderNamespaces } from "../src/app/first-render-namespaces.ts";
import { MEMBER_FRAME_PRELOADS, PAGE_MODULES } from "../src/app/page-modules.ts";
import { LOGIN_ROUTES, PAGE_ROUTES } from "../src/app/page-routes.ts";

/** What a path's page loads beyond the entry, by kind, as the server names it in the page. */
export interface PagePreload {
  /** Its JavaScript chunks (the page's own, those it imports, the shell's, the member frame's). */
  scripts: string[];
  /** Its stylesheets. */
  styles: string[];
  /** Its texts, per language: the chunks of its namespaces. */
  namespaces: Record<string, string[]>;
  /** The names of those namespaces, whose texts the server can put in the page (PAGE_TEXTS_FILE). */
  texts: string[];
}

export const PAGE_PRELOADS_FILE = "page-preloads.json";

/**
 * Every namespace's texts per language ({ en: { common: {...} } }), beside page-preloads.json: the
 * server puts a page's own in the page it sends, so its first render does not wait for their
 * chunks (issue 17).
 */
export const PAGE_TEXTS_FILE = "page-texts.json";

const LOCALES = resolve(import.meta.dirname, "../src/locales");

/** What every page but a visitor's first is drawn in (src/app/app.tsx). */
const SHELL_FILE = "app/app-shell.tsx";

/** A login page as a visitor's first page: in the visitor's frame, without the shell. */
const VISITOR_LOGIN_FILE = "app/visitor-login.tsx";

const LANGUAGES = ["en", "zh-HK"] as const;

/**
 * Writes page-preloads.json beside index.html: for every path of the route table, the files its
 * page loads that the entry does not (the page's chunk and those it imports statically, the
 * shell's (for a login page the visitor's login instead), for a member page the frame's lazily
 * loaded parts and its calls' endpoint tables; the stylesheets, Mantine's beyond the landing
 * page's first; and the chunk of each namespace the page and its frame read, per language; "/"
 * only the texts).
 * The server names them in the page it sends (preload links), so the browser fetches them with
 * the entry instead of after it (issue 17).
 */
export function pagePreloads(): Plugin {
  return {
    name: "portal-page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (file: string): OutputChunk => {
        // A page's module is its chunk's facade, or one of a group's modules (the login page's).
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => id.endsWith(`/src/${file}`)),
        );
        if (!chunk) throw new Error(`page preloads: no chunk for ${file}`);
        return chunk;
      };
      const closureOf = (roots: OutputChunk[]): OutputChunk[] => {
        const found = new Map<string, OutputChunk>();
        const stack = [...roots];
        while (stack.length > 0) {
          const chunk = stack.pop() as OutputChunk;
          if (found.has(chunk.fileName)) continue;
          found.set(chunk.fileName, chunk);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) stack.push(imported);
          }
        }
        return [...found.values()];
      };
      const entry = new Set(
        closureOf(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName),
      );
      const url = (file: string) => `/${file}`;
      const texts = (namespaces: readonly string[]) =>
        Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            namespaces.map((namespace) => url(chunkOf(`locales/${language}/${namespace}.json`).fileName)),
          ]),
        );
      // Mantine's stylesheets beyond the first page's (app/mantine-page-styles.ts), which every
      // other page loads before its own: a stylesheet only, so the build keeps no chunk for it.
      const pageStyles = Object.values(bundle).find(
        (item) => item.type === "asset" && item.names.includes("mantine-page-styles.css"),
      );
      if (!pageStyles) throw new Error("page preloads: no stylesheet for app/mantine-page-styles.ts");
      // The landing page is in the entry: only its texts and the frame's.
      const preloads: Record<string, PagePreload> = {
        "/": {
          scripts: [],
          styles: [],
          namespaces: texts(firstRenderNamespaces("/")),
          texts: [...firstRenderNamespaces("/")],
        },
      };
      for (const route of PAGE_ROUTES) {
        const { file, namespaces } = PAGE_MODULES[route.page];
        const visitor = LOGIN_ROUTES.some(({ path }) => path === route.path);
        const roots = [chunkOf(file), chunkOf(visitor ? VISITOR_LOGIN_FILE : SHELL_FILE)];
        if (route.guard === "authenticated") roots.push(...MEMBER_FRAME_PRELOADS.map(chunkOf));
        const loaded = closureOf(roots).filter((chunk) => !entry.has(chunk.fileName));
        preloads[route.path] = {
          scripts: loaded.map((chunk) => url(chunk.fileName)),
          styles: [
            ...new Set([
              pageStyles.fileName,
              ...loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
            ]),
          ].map(url),
          namespaces: texts([...firstRenderNamespaces(route.path), ...namespaces]),
          texts: [...firstRenderNamespaces(route.path), ...namespaces],
        };
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      const pageTexts = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          Object.fromEntries(
            readdirSync(resolve(LOCALES, language))
              .filter((file) => file.endsWith(".json"))
              .map((file) => [
                file.slice(0, -".json".length),
                JSON.parse(readFileSync(resolve(LOCALES, language, file), "utf8")),
              ]),
          ),
        ]),
      );
      this.emitFile({ type: "asset", fileName: PAGE_TEXTS_FILE, source: JSON.stringify(pageTexts) });
    },
  };
}
