import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import {
  ACCOUNT_HINT_COOKIE,
  callKey,
  endpointTarget,
  type FirstCall,
  type HttpMethod,
  initialLanguage,
  type Language,
  type LoginInfo,
  pageFirstCalls,
  parseAccountHint,
} from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy, NONCE_PLACEHOLDER, newNonce } from "../lib/csp.ts";

/**
 * Where the page carries the answers of its first calls (apps/web/index.html, lib/bootstrap.ts):
 * a JSON string the server replaces with an object (the dev server leaves it, and the app then
 * reads nothing).
 */
const BOOTSTRAP_PLACEHOLDER = '"__PORTAL_BOOTSTRAP__"';

/**
 * JSON inside a <script type="application/json"> element: nothing in it may close the element or
 * open a comment, whatever the strings hold.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The answers every page asks for before it can show anything, put in the page itself so that it
 * does not wait a round trip for them (issue 17): the calendar (GET /api/config/calendar, the
 * same for everyone) and, when the request carries a cookie, the session's login info
 * (GET /api/auth/session; null when there is no session); for a member page, also its own first
 * calls (@portal/domain's pageFirstCalls) for the account the browser's hint cookie names, when
 * that account is one of the session's clients'. Each is the endpoint's own answer for this
 * request, asked through the app itself with the visitor's cookie, so the page gets exactly what
 * the call would give, checks and all (a call that fails is left out: the page makes it itself).
 * The web app reads them once, into its query cache and its client. The page's texts come with
 * them (pageTexts).
 */
async function bootstrap(
  app: FastifyInstance,
  req: FastifyRequest,
  texts: PageTexts | undefined,
): Promise<{ json: string; personal: boolean }> {
  const data: {
    calendar?: unknown;
    session?: LoginInfo | null;
    calls?: Record<string, unknown>;
    texts?: PageTexts;
  } = texts ? { texts } : {};
  const calendar = await app.inject({ method: "GET", url: "/api/config/calendar" });
  if (calendar.statusCode === 200) data.calendar = calendar.json();
  const cookie = req.headers.cookie;
  if (cookie) {
    // Asked as the visitor: their cookie, browser and address.
    const ask = (method: HttpMethod, url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: {
          cookie,
          ...(req.headers["user-agent"] ? { "user-agent": req.headers["user-agent"] } : {}),
        },
        remoteAddress: req.ip,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const session = await ask("GET", "/api/auth/session");
    if (session.statusCode === 200) data.session = session.json<LoginInfo>();
    else if (session.statusCode === 401) data.session = null;
    const calls = data.session ? firstCalls(req, data.session) : [];
    if (calls.length > 0) {
      const answers = await Promise.all(
        calls.map(({ endpoint, input }) =>
          ask(endpoint.method, `/api${endpointTarget(endpoint, input)}`, input.body),
        ),
      );
      data.calls = Object.fromEntries(
        calls.flatMap(({ endpoint, input }, index) => {
          const answer = answers[index];
          return answer?.statusCode === 200 ? [[callKey(endpoint, input), answer.json()]] : [];
        }),
      );
    }
  }
  return { json: scriptJson(data), personal: data.session !== undefined && data.session !== null };
}

/**
 * A member page's first calls for the account of the browser's hint, when the hint's client is
 * one of the session's (a hint left by another member's visit is not asked about; the calls
 * check the rest, as they check any input).
 */
function firstCalls(req: FastifyRequest, session: LoginInfo): FirstCall[] {
  const account = parseAccountHint(req.cookies[ACCOUNT_HINT_COOKIE]);
  if (!account || !session.clientNmbrList.includes(account.clientNmbr)) return [];
  const url = new URL(req.url, "http://page");
  return pageFirstCalls(url.pathname, url.searchParams, { memberClientNmbr: session.clientNmbr, account });
}

/** What a path's page loads beyond the entry (apps/web/build/page-preloads.ts writes it). */
interface PagePreload {
  scripts: string[];
  styles: string[];
  /** Its texts' chunks per language, named for the browser to fetch when the page cannot carry them. */
  namespaces: Partial<Record<Language, string[]>>;
  /** The namespaces its first render reads. */
  texts?: string[];
}

/** Every namespace's texts per language (apps/web/build/page-preloads.ts writes page-texts.json). */
type AllTexts = Partial<Record<Language, Record<string, unknown>>>;

/** The texts a page carries, in its language (apps/web/src/app/i18n.ts reads them). */
interface PageTexts {
  language: Language;
  namespaces: Record<string, unknown>;
}

/**
 * The page's own texts, when the build wrote every one it names: the first render then reads them
 * from the page instead of fetching a chunk for each namespace (two to three requests before the
 * first paint, issue 17). Without them the page names the chunks to fetch, as before.
 */
function pageTexts(
  preload: PagePreload | undefined,
  language: Language,
  all: AllTexts,
): PageTexts | undefined {
  const names = preload?.texts;
  const texts = all[language];
  if (!names || names.length === 0 || !texts || !names.every((name) => name in texts)) return undefined;
  return { language, namespaces: Object.fromEntries(names.map((name) => [name, texts[name]])) };
}

/** The cookie the web app keeps the chosen language in (apps/web/src/app/i18n.ts). */
const LANGUAGE_COOKIE = "portal_lang";

/** The page's language, by the web app's own rule (the domain's initialLanguage). */
function pageLanguage(req: FastifyRequest): Language {
  return initialLanguage(new URL(req.url, "http://page"), req.cookies[LANGUAGE_COOKIE]);
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * A page's stylesheets up to this size (decoded) are written into the page rather than linked:
 * each link is a request the first paint waits for (the browser holds the paint for stylesheets
 * in the head), and these are a few hundred bytes compressed. Larger ones, shared by every member
 * page (Mantine's, the entry's), stay files the browser caches.
 */
const INLINE_STYLE_MAX = 4096;

/** A built stylesheet's text, when it is small enough to go in the page and safe to (no "</"). */
type SmallStyles = ReadonlyMap<string, string>;

function readSmallStyles(webDist: string, preloads: Record<string, PagePreload>): SmallStyles {
  const small = new Map<string, string>();
  for (const href of new Set(Object.values(preloads).flatMap((preload) => preload.styles))) {
    const file = join(webDist, href);
    if (!ASSET.test(href) || !existsSync(file)) continue;
    const css = readFileSync(file, "utf8");
    if (css.length <= INLINE_STYLE_MAX && !css.includes("</")) small.set(href, css);
  }
  return small;
}

/**
 * The links that make the browser fetch a page's own files with the entry, not after it: its
 * scripts and texts as module preloads, its stylesheets as stylesheets (the page cannot render
 * before its code anyway, and so it never renders unstyled). A small stylesheet is the page's own
 * style element instead (its nonce lets it apply), beside a disabled link to its file, which the
 * browser does not fetch and which tells the app's module loader the sheet is already there.
 */
function preloadLinks(
  preload: PagePreload | undefined,
  language: Language,
  smallStyles: SmallStyles,
  nonce: string,
  textsCarried: boolean,
): string {
  if (!preload) return "";
  const scripts = [...preload.scripts, ...(textsCarried ? [] : (preload.namespaces[language] ?? []))].filter(
    (href) => ASSET.test(href),
  );
  return [
    ...preload.styles
      .filter((href) => ASSET.test(href))
      .map((href) => {
        const css = smallStyles.get(href);
        return css === undefined
          ? `<link rel="stylesheet" href="${href}">`
          : `<style nonce="${nonce}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
      }),
    ...scripts.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join("");
}

/** A JSON file the build wrote beside index.html (page-preloads.json, page-texts.json); none: {}. */
function readBuilt<T extends object>(webDist: string, name: string): T | Record<string, never> {
  const file = join(webDist, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/** Serves the built web app; any other GET outside /api gets index.html (the app routes it). */
export function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  upgradeInsecureRequests: boolean,
): void {
  const indexPath = join(webDist, "index.html");
  const hasWeb = existsSync(indexPath);
  const page = hasWeb ? readFileSync(indexPath, "utf8") : "";
  const preloads: Record<string, PagePreload> = hasWeb ? readBuilt(webDist, "page-preloads.json") : {};
  const smallStyles = readSmallStyles(webDist, preloads);
  const allTexts: AllTexts = hasWeb ? readBuilt(webDist, "page-texts.json") : {};
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Vite names assets by content hash, so they never change; index.html is sent below, uncached.
      maxAge: "1y",
      immutable: true,
      // The build writes each text asset's .br and .gz (apps/web/vite.config.ts): sent by Accept-Encoding.
      preCompressed: true,
    });
  }
  const notFound = (reply: FastifyReply) => reply.code(404).send({ code: "not-found", message: "Not found" });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
  // Every other GET outside /api is a page of the app: a route (not the not-found handler), so
  // @fastify/compress compresses the page like any answer.
  app.get("/*", async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api") return notFound(reply);
    if (!hasWeb) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built. Run npm run build (npm start does it).");
    }
    const language = pageLanguage(req);
    const preload = preloads[req.url.split("?")[0] ?? ""];
    const texts = pageTexts(preload, language, allTexts);
    const { json, personal } = await bootstrap(app, req, texts);
    // A nonce of its own for each answer: only the page's own <style> elements apply.
    const nonce = newNonce();
    return (
      reply
        .type("text/html; charset=utf-8")
        // A page carrying a member's login info is theirs alone: no cache keeps it.
        .header("cache-control", personal ? "no-store" : "no-cache")
        .header("vary", "Cookie")
        .header(
          "content-security-policy",
          contentSecurityPolicy({ upgradeInsecureRequests, styleNonce: nonce }),
        )
        .send(
          page
            .replaceAll(NONCE_PLACEHOLDER, nonce)
            .replace(BOOTSTRAP_PLACEHOLDER, () => json)
            .replace('<html lang="en">', `<html lang="${language}">`)
            .replace(
              "</head>",
              () => `${preloadLinks(preload, language, smallStyles, nonce, texts !== undefined)}</head>`,
            ),
        )
    );
  });
}
