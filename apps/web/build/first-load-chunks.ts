import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import { MEMBER_FRAME_FILES, MEMBER_FRAME_PRELOADS, PAGE_MODULES } from "../src/app/page-modules.ts";

/** Where the survey pass leaves the modules of each first-load chunk (see firstLoadChunks). */
const SURVEY = resolve(import.meta.dirname, "../node_modules/.cache/first-load-chunks.json");

/**
 * zod's classic API, which the web app must not bundle (decision 010): the contracts are written
 * with zod/mini, a third of its size with schemas cheaper to build.
 */
const NOT_IN_WEB = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/;

/** Libraries a visitor's first page must not load. */
const NOT_FIRST_LOAD = /[\\/]node_modules[\\/](zod|decimal\.js|echarts|zrender)[\\/]/;

/**
 * What the dashboard's and the fact sheet's first chunks, and the chunks they import, must not
 * hold: floating-ui, which positions popovers, menus and dropdowns, none of which those pages draw
 * at first (the balance card's popover loads when pressed). It came with every Mantine Table,
 * through ScrollArea's `useMergeRefs` (src/lib/merge-refs.ts now stands in for it): 8 KB
 * compressed. Nor the dialogs' scroll lock (react-remove-scroll), which came in the toast host's
 * shared chunk for two small helpers: 4.3 KB compressed.
 */
const NOT_MEMBER_FIRST = /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll)[\\/]/;

/**
 * What the landing page, the entry, must not load besides: the query cache comes with the shell
 * (src/app/app.tsx), once the visitor leaves it.
 */
const NOT_IN_ENTRY = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/** What every page but the landing page is drawn in (src/app/app.tsx): one chunk after the entry. */
const SHELL = { name: "app-shell", module: "/src/app/app-shell.tsx" };

/**
 * The pages a visitor's first load can be besides the landing page, drawn without the shell
 * (src/app/visitor-login.tsx): each gets a chunk of what only it loads beyond the entry and the
 * late parts' chunks, and one of what it shares with the shell or most pages, which both load.
 */
const FIRST_PAGES = [{ name: "login-page", module: "/src/app/visitor-login.tsx" }];

/**
 * What a visitor's first page may load later (the toast host, with the first toast), grouped apart
 * from the pages' common chunk: in it, the first toast on the landing or login page loaded every
 * member page's shared code (93 KB compressed).
 */
const LATE_PARTS = [{ name: "toast-host", module: "/src/app/toast-host.tsx" }];

/**
 * A member's first page after choosing an account (or after the login, with one account): always
 * the dashboard. What it loads with the member frame beyond the shell, but for its own modules,
 * and what the fact sheet (below) loads too, is one chunk; what only the dashboard's parts load is
 * another (DASHBOARD_PARTS). Measured 2026-11-29 (page-preloads.json, brotli): the dashboard's
 * scripts beyond the entry 96.8 KB in 13 files -> 83.7 in 5; 2026-11-30, with the dashboard's own
 * part apart and its dialogs' code loaded when due: 83.2 in 5 -> 76.3 in 6.
 */
const MEMBER_FIRST_PAGE = { name: "pages-first", module: "/src/features/dashboard/dashboard-page.tsx" };

/**
 * The other member page Lighthouse measures (issue 17): a fund's fact sheet. What it loads beyond
 * the shell and the pages' first chunk, but for its own modules, is one chunk (the fund pages'
 * parts, the fact sheet's schemas and helpers), which the fund pages load too, so that it loads
 * no chunk of what most pages share: 2026-11-30, 95.6 KB in 7 files -> 79.5 in 6.
 */
const FUND_PAGE = { name: "fund-pages", module: "/src/features/funds/fund-fact-sheet-page.tsx" };

/**
 * What the dashboard loads beyond the shell that the fact sheet does not (its cards' tables, grids
 * and badges): a chunk apart, which the fact sheet does not load.
 */
const DASHBOARD_PARTS = "dashboard-parts";

/**
 * How many pages must load a module for it to go in the pages' common chunk (of 30 page modules).
 * Lighthouse on /dashboard and /fundFactSheet, 2026-11-27: 10 left a member page 20 to 26 files
 * (FCP 3.7-3.8 s); 5 leaves 6 to 11 (FCP 3.1-3.2 s) for 3 KB more; 3 gave 3 to 6 files but 20 KB
 * more, and no earlier paint.
 */
const SHARED_BY = 5;

/**
 * Everything the first page loads in one chunk, and everything the login page loads beyond it in
 * another. Left to the automatic chunking, a first load was 35 files (the entry and every small
 * module it shares with a lazy page, each Mantine component its own file), each a request and
 * about 1.2 KB of headers (issue 17). What a chunk loads is known only after tree shaking, so the
 * build runs twice (package.json): the survey pass (mode "first-load-survey", nothing written)
 * records the modules of the entry chunk and of every chunk it imports statically, then of each
 * first page's chunk and of every chunk it imports that the entry does not; the real pass groups
 * exactly those. The other pages, and what only they share, keep their chunks. Without a
 * survey, the chunking is automatic.
 */
export function firstLoadChunks(survey: boolean): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const plugin: Plugin = {
    name: "portal-first-load-survey",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = [...Object.values(bundle)].flatMap((item) => (item.type === "chunk" ? [item] : []));
      const classic = chunks.flatMap((chunk) => chunk.moduleIds).find((id) => NOT_IN_WEB.test(id));
      if (classic)
        throw new Error(`the web app would bundle zod's classic API (${classic}): import zod/mini`);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const taken = new Set<string>();
      /** The modules of these chunks and of every chunk they import statically. */
      const closureOf = (roots: string[]): string[] => {
        const modules: string[] = [];
        const stack = [...roots];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const chunk = byFile.get(stack.pop() as string);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          modules.push(...chunk.moduleIds);
          stack.push(...chunk.imports);
        }
        return modules;
      };
      const memberFirst = [MEMBER_FIRST_PAGE.name, DASHBOARD_PARTS, FUND_PAGE.name];
      const unwanted = closureOf(
        chunks.filter((chunk) => memberFirst.includes(chunk.name)).map((c) => c.fileName),
      ).find((id) => NOT_MEMBER_FIRST.test(id));
      if (unwanted) throw new Error(`the member pages' first load would include ${unwanted}`);
      if (!survey) return;
      /** Those not taken by an earlier group, now taken. */
      const closure = (roots: string[]): string[] => {
        const modules = closureOf(roots).filter((id) => !taken.has(id));
        for (const id of modules) taken.add(id);
        return modules.sort();
      };
      const groups: Record<string, string[]> = {
        index: closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)),
      };
      /** The file of the chunk a module (a path ending) starts. */
      const chunkOf = (module: string): string => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`first-load survey: no chunk for ${module}`);
        return chunk.fileName;
      };
      // What a visitor's first page and a late part both load (a hook of Mantine's inputs and
      // toasts), with the entry: in the page's chunk, the first toast on / would load that page
      // and the shell it imports; in the part's, the page would load the part's other modules.
      const lateModules = new Set(closureOf(LATE_PARTS.map((part) => chunkOf(part.module))));
      const both = closureOf(FIRST_PAGES.map((page) => chunkOf(page.module))).filter(
        (id) => lateModules.has(id) && !taken.has(id),
      );
      for (const id of both) taken.add(id);
      groups.index = [...(groups.index ?? []), ...both].sort();
      // How many pages load each module beyond the entry: what most do (the schemas, the account
      // page's parts, decimal arithmetic) goes in one chunk, below; left to the automatic chunking
      // it was 30 to 40 small files for a member page, each a request. What fewer pages share stays
      // in chunks of its own.
      const uses = new Map<string, number>();
      for (const file of new Set(Object.values(PAGE_MODULES).map((page) => page.file))) {
        for (const id of closureOf([chunkOf(`/src/${file}`)])) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      // The member frame (the navigation, the account guard) comes with every member page.
      for (const file of MEMBER_FRAME_FILES) {
        for (const id of closureOf([chunkOf(`/src/${file}`)])) uses.set(id, SHARED_BY);
      }
      const sharedByMost = (id: string) => (uses.get(id) ?? 0) >= SHARED_BY;
      /** What a member page loads with the member frame. */
      const withFrame = (...modules: string[]): string[] =>
        closureOf([...modules, ...MEMBER_FRAME_PRELOADS.map((file) => `/src/${file}`)].map(chunkOf));
      // Everything the two member pages a visit most often starts on (below) load: what a first
      // page shares with them goes in a chunk of its own, what a late part does with the entry, so
      // that they load none of the rest of either.
      const memberFirstNeeds = new Set(withFrame(MEMBER_FIRST_PAGE.module, FUND_PAGE.module));
      // What a first page shares with the shell or most pages goes in chunks both load: in the
      // page's chunk, every member page would load the login form too; in the shell's, the login
      // page would load the shell (the query cache, the route table). What of it the member first
      // pages load too (the guards, the page table) in one; the rest (Mantine's inputs, which the
      // dashboard and the fact sheet do not draw) in another.
      const shellModules = new Set(closureOf([chunkOf(SHELL.module)]));
      for (const page of FIRST_PAGES) {
        const modules = closure([chunkOf(page.module)]);
        const shared = (id: string) => sharedByMost(id) || shellModules.has(id);
        groups[`${page.name}-shared`] = modules.filter((id) => shared(id) && memberFirstNeeds.has(id));
        groups[`${page.name}-inputs`] = modules.filter((id) => shared(id) && !memberFirstNeeds.has(id));
        groups[page.name] = modules.filter((id) => !shared(id));
      }
      groups[SHELL.name] = closure([chunkOf(SHELL.module)]);
      // A late part's own modules in its chunk; those a page uses too in a chunk of their own, which
      // both load: in the pages' common chunk or the part's, one would load the other's code. That
      // one first: a group also takes what its modules import, unless an earlier group has. What
      // the member first pages need of it (a ref helper, a style helper: 0.2 KB) goes with the
      // entry: in the shared chunk, the dashboard loaded the dialogs' scroll lock with them (4.3 KB).
      const usedByAPage = (id: string) => uses.has(id);
      for (const part of LATE_PARTS) {
        const modules = closure([chunkOf(part.module)]);
        const withEntry = modules.filter((id) => memberFirstNeeds.has(id));
        groups.index = [...(groups.index ?? []), ...withEntry].sort();
        groups[`${part.name}-shared`] = modules.filter((id) => usedByAPage(id) && !memberFirstNeeds.has(id));
        groups[part.name] = modules.filter((id) => !usedByAPage(id) && !memberFirstNeeds.has(id));
      }
      const shared = [...uses.keys()].filter((id) => sharedByMost(id) && !taken.has(id));
      // The schemas, decimal arithmetic and the charts load with the pages that use them, never
      // with a visitor's first page: a frame module that imports one fails the build here.
      const firstLoad = FIRST_PAGES.flatMap((page) => [page.name, `${page.name}-shared`]);
      for (const name of ["index", SHELL.name, ...firstLoad]) {
        const modules = groups[name] ?? [];
        const heavy = modules.filter(
          (id) => NOT_FIRST_LOAD.test(id) || (name === "index" && NOT_IN_ENTRY.test(id)),
        );
        if (heavy.length > 0)
          throw new Error(`the first load (${name}) would include ${heavy.slice(0, 3).join(", ")}`);
      }
      // The two member pages a visit most often starts on: what both load beyond the shell (the
      // frame, the schemas, decimal arithmetic) is one chunk; what only the dashboard's parts load
      // (its tables, grids, badges) another, which the fact sheet does not load; what only the fact
      // sheet's parts load a third, which the dashboard does not.
      const pageNeeds = (module: string) =>
        withFrame(module).filter((id) => !taken.has(id) && uses.get(id) !== 1);
      const dashboardNeeds = pageNeeds(MEMBER_FIRST_PAGE.module);
      const fundPageNeeds = new Set(pageNeeds(FUND_PAGE.module));
      const firstPages = dashboardNeeds.filter((id) => fundPageNeeds.has(id));
      for (const id of firstPages) taken.add(id);
      groups[MEMBER_FIRST_PAGE.name] = firstPages.sort();
      const dashboardOnly = dashboardNeeds.filter((id) => !taken.has(id));
      for (const id of dashboardOnly) taken.add(id);
      groups[DASHBOARD_PARTS] = dashboardOnly.sort();
      const fundPage = [...fundPageNeeds].filter((id) => !taken.has(id));
      for (const id of fundPage) taken.add(id);
      groups[FUND_PAGE.name] = fundPage.sort();
      groups.pages = shared.filter((id) => !taken.has(id)).sort();
      mkdirSync(dirname(SURVEY), { recursive: true });
      writeFileSync(SURVEY, JSON.stringify(groups));
    },
  };
  if (survey || !existsSync(SURVEY)) return { plugin, groups: [] };
  const surveyed: Record<string, string[]> = JSON.parse(readFileSync(SURVEY, "utf8"));
  const groups = Object.entries(surveyed).map(([name, modules], index) => {
    const members = new Set(modules);
    return { name, test: (id: string) => members.has(id), priority: 100 - index };
  });
  return { plugin, groups };
}
