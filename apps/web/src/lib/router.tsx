import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";

/**
 * The portal's router (decision 013): the part of React Router's API the portal uses, over the
 * browser's history. Routes are static paths, matched without regard to case or a trailing slash,
 * or `*` for any other path; a layout route (no path) draws its children through `Outlet`.
 */

/** Where the app is: the address's parts, the state a navigation gave it and a key per entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** New for each navigation ("default" for the entry the app started on). */
  key: string;
}

/** A destination: a path ("/fundInfo?x=1", "?x=1" on the current page), or its parts. */
export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;

export interface NavigateOptions {
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
  /** Given to the next page as `location.state` (kept in the history entry). */
  state?: unknown;
  /** React Router's option; the portal's router never moves the scroll position itself. */
  preventScrollReset?: boolean;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** A route: `path` (static, or "*"), what it draws, and for a layout its children. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** Where locations come from and go: the browser's history, or a list in memory (tests). */
interface History {
  location: Location;
  go(location: Location, replace: boolean): void;
  listen(listener: (location: Location) => void): () => void;
}

interface RouterValue {
  location: Location;
  history: History;
}

const RouterContext = createContext<RouterValue | null>(null);
const OutletContext = createContext<ReactNode>(null);

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** "/a?b#c" from a location's parts. */
export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Location>): string {
  return (
    pathname +
    (search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "") +
    (hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "")
  );
}

/** A path's parts. */
function parsePath(path: string): Pick<Location, "pathname" | "search" | "hash"> {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf("?");
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : "",
    hash: hash === "#" ? "" : hash,
  };
}

/**
 * Where `to` leads from `from`: a path starting with "/" as it is; "?…" or "#…", or parts without a
 * pathname, on the current page; any other path relative to the current one, as a link's would be.
 */
export function resolve(
  to: To,
  from: Pick<Location, "pathname">,
): Pick<Location, "pathname" | "search" | "hash"> {
  if (typeof to !== "string") return parsePath(createPath({ ...to, pathname: to.pathname || from.pathname }));
  const parts = parsePath(to);
  if (parts.pathname === "") return { ...parts, pathname: from.pathname };
  if (parts.pathname.startsWith("/")) return parts;
  return { ...parts, pathname: new URL(parts.pathname, `http://portal${from.pathname}`).pathname };
}

/** The location of the browser's address and history entry (state and key as this router keeps them). */
function browserLocation(): Location {
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

function browserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  const history: History = {
    location: browserLocation(),
    go(location, replace) {
      const entry = { usr: location.state, key: location.key };
      if (replace) window.history.replaceState(entry, "", createPath(location));
      else window.history.pushState(entry, "", createPath(location));
      history.location = location;
      for (const listener of listeners) listener(location);
    },
    listen(listener) {
      listeners.add(listener);
      const onPop = () => {
        history.location = browserLocation();
        listener(history.location);
      };
      window.addEventListener("popstate", onPop);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("popstate", onPop);
      };
    },
  };
  return history;
}

function memoryHistory(initialEntries: readonly string[]): History {
  const entries = initialEntries.length > 0 ? initialEntries : ["/"];
  const listeners = new Set<(location: Location) => void>();
  const history: History = {
    location: { ...parsePath(entries[entries.length - 1] ?? "/"), state: null, key: "default" },
    go(location) {
      history.location = location;
      for (const listener of listeners) listener(location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Before the page's effects, so that a navigation from one of them is not missed.
  useLayoutEffect(() => {
    setLocation(history.location);
    return history.listen(setLocation);
  }, [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app's router: the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over a history in memory, starting at the last of `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a router`);
  return router;
}

export function useLocation(): Location {
  return useRouter("useLocation").location;
}

/** A function that goes to another location; the same function for the router's whole life. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter("useNavigate");
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      const target = resolve(to, history.location);
      history.go({ ...target, state: options.state ?? null, key: newKey() }, options.replace === true);
    },
    [history],
  );
}

/** The current address's query parameters. */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params] as const;
}

/** Goes to `to` once drawn (a redirect), replacing the current entry with `replace`. */
export function Navigate({ to, replace, state }: { to: To } & Omit<NavigateOptions, "preventScrollReset">) {
  const navigate = useNavigate();
  const target = createPath(resolve(to, useLocation()));
  useEffect(() => navigate(target, { replace, state }), [navigate, target, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  /** Replace the current entry; by default when the link leads where the app already is. */
  replace?: boolean;
  state?: unknown;
  children?: ReactNode;
};

/** Whether a click is one the browser should handle itself (a new tab or window, a download). */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== "_self") ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/** A link within the portal: a real `<a href>`, followed by the router on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = createPath(resolve(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
});

/** A path as routes match it: without regard to case or a trailing slash. */
function matchable(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/$/, "$1");
}

/** A `Link` marked `aria-current="page"` on its page and the pages under it ("/" on itself only). */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink(props, ref) {
  const { pathname } = useLocation();
  const own = matchable(resolve(props.to, { pathname }).pathname);
  const here = matchable(pathname);
  const active = here === own || (own !== "/" && here.startsWith(`${own}/`));
  return <Link {...props} ref={ref} aria-current={active ? "page" : undefined} />;
});

/** A layout route's child route, as matched. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The routes from the outermost to the one matching `pathname`, or null. */
function match(routes: readonly RouteObject[], pathname: string, splat: boolean): RouteObject[] | null {
  const path = matchable(pathname);
  for (const route of routes) {
    if (route.path === undefined && route.children) {
      const inner = match(route.children, pathname, splat);
      if (inner) return [route, ...inner];
    } else if (splat ? route.path === "*" : route.path !== undefined && matchable(route.path) === path) {
      return [route];
    }
  }
  return null;
}

/** What the route table draws at the current location: a static path first, else `*`. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matched = match(routes, pathname, false) ?? match(routes, pathname, true);
  if (!matched) return null;
  let drawn: ReactNode = null;
  for (let at = matched.length - 1; at >= 0; at--) {
    drawn = (
      <OutletContext.Provider value={drawn}>{matched[at]?.element ?? <Outlet />}</OutletContext.Provider>
    );
  }
  return drawn;
}
