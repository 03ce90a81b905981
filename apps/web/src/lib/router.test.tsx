import { act, fireEvent, render, screen } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  BrowserRouter,
  createPath,
  Link,
  type Location,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  resolve,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from "./router.tsx";

let seen: Location[] = [];

function Probe() {
  const location = useLocation();
  useEffect(() => {
    seen.push(location);
  }, [location]);
  return <output aria-label="where">{createPath(location)}</output>;
}

/**
 * Clicks `link`; true when the router left the click to the browser (it did not prevent it). The
 * browser's own following of the link is stopped after (the test document stays).
 */
function leftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  const after = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", after);
  fireEvent.click(link, init);
  window.removeEventListener("click", after);
  return left;
}

const where = () => screen.getByRole("status", { name: "where" }).textContent;

function Layout() {
  return (
    <div>
      <p>layout</p>
      <Outlet />
    </div>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <h1>Home</h1> },
      { path: "/fundInfo", element: <h1>Funds</h1> },
      { path: "/fundFactSheet", element: <h1>Fact sheet</h1> },
      { path: "*", element: <h1>Elsewhere</h1> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(ROUTES);
}

function renderAt(path: string, extra: ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      {extra}
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  seen = [];
  window.history.replaceState(null, "", "/");
});

describe("resolve and createPath", () => {
  it("takes a path from the root as it is, and the rest from where the app is", () => {
    const from = { pathname: "/fundInfo" };
    expect(resolve("/fundFactSheet?invTypeNmbr=298#returns", from)).toEqual({
      pathname: "/fundFactSheet",
      search: "?invTypeNmbr=298",
      hash: "#returns",
    });
    expect(resolve("?risk=5", from)).toEqual({ pathname: "/fundInfo", search: "?risk=5", hash: "" });
    expect(resolve({ search: "?funds=1,2" }, from)).toEqual({
      pathname: "/fundInfo",
      search: "?funds=1,2",
      hash: "",
    });
    expect(resolve({ search: "funds=1,2" }, from)).toEqual({
      pathname: "/fundInfo",
      search: "?funds=1,2",
      hash: "",
    });
    expect(resolve("fundCompare", from)).toEqual({ pathname: "/fundCompare", search: "", hash: "" });
    expect(createPath({ pathname: "/fundCompare", search: "funds=1", hash: "" })).toBe(
      "/fundCompare?funds=1",
    );
    expect(createPath({ pathname: "/a", search: "?", hash: "#" })).toBe("/a");
  });
});

describe("useRoutes", () => {
  it("draws the matching route inside its layout, whatever the case or a trailing slash", () => {
    renderAt("/FUNDINFO/");
    expect(screen.getByText("layout")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Funds" })).toBeTruthy();
  });

  it("draws the * route for any other path, and the root's own route for /", () => {
    const { unmount } = renderAt("/nowhere/at/all");
    expect(screen.getByRole("heading", { name: "Elsewhere" })).toBeTruthy();
    unmount();
    renderAt("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
  });

  it("keeps the layout mounted from one page to the next", () => {
    let layouts = 0;
    function CountingLayout() {
      useEffect(() => {
        layouts++;
      }, []);
      return <Outlet />;
    }
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate("/b")}>
          go
        </button>
      );
    }
    function Counted() {
      return useRoutes([
        {
          element: <CountingLayout />,
          children: [
            { path: "/a", element: <h1>A</h1> },
            { path: "/b", element: <h1>B</h1> },
          ],
        },
      ]);
    }
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Counted />
        <Go />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    expect(screen.getByRole("heading", { name: "B" })).toBeTruthy();
    expect(layouts).toBe(1);
  });
});

describe("navigation", () => {
  it("a plain click on a Link goes there in the app and gives the next page its state and a new key", () => {
    renderAt(
      "/",
      <Link to="/fundFactSheet?invTypeNmbr=298" state={{ from: "list" }}>
        HSBC fund
      </Link>,
    );
    const link = screen.getByRole("link", { name: "HSBC fund" });
    expect(link.getAttribute("href")).toBe("/fundFactSheet?invTypeNmbr=298");
    expect(leftToBrowser(link)).toBe(false);
    expect(screen.getByRole("heading", { name: "Fact sheet" })).toBeTruthy();
    const last = seen.at(-1);
    expect(last?.state).toEqual({ from: "list" });
    expect(last?.key).not.toBe(seen[0]?.key);
    expect(where()).toBe("/fundFactSheet?invTypeNmbr=298");
  });

  it("leaves a click with a modifier, another button or another target to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/fundInfo">Funds</Link>
        <Link to="/fundInfo" target="_blank">
          Funds in a new tab
        </Link>
      </>,
    );
    const link = screen.getByRole("link", { name: "Funds" });
    expect(leftToBrowser(link, { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link, { metaKey: true })).toBe(true);
    expect(leftToBrowser(link, { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link, { altKey: true })).toBe(true);
    expect(leftToBrowser(link, { button: 1 })).toBe(true);
    expect(leftToBrowser(screen.getByRole("link", { name: "Funds in a new tab" }))).toBe(true);
    expect(where()).toBe("/");
  });

  it("a Link whose own onClick prevents the default does not navigate", () => {
    renderAt(
      "/",
      <Link to="/fundInfo" onClick={(event) => event.preventDefault()}>
        Funds
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Funds" }));
    expect(where()).toBe("/");
  });

  it("Navigate goes once it is drawn; useSearchParams reads the new address", () => {
    function Params() {
      const [params] = useSearchParams();
      return <p>risk {params.get("risk") ?? "none"}</p>;
    }
    renderAt(
      "/",
      <>
        <Navigate to="/fundInfo?risk=5" replace />
        <Params />
      </>,
    );
    expect(where()).toBe("/fundInfo?risk=5");
    expect(screen.getByText("risk 5")).toBeTruthy();
  });

  it("NavLink marks the page it leads to and the pages under it, and no other; / only on itself", () => {
    renderAt(
      "/fundInfo/",
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/fundinfo">Funds</NavLink>
        <NavLink to="/fund">Fund</NavLink>
        <NavLink to="/fundFactSheet">Fact sheet</NavLink>
      </nav>,
    );
    const current = (name: string) => screen.getByRole("link", { name }).getAttribute("aria-current");
    expect(current("Funds")).toBe("page");
    expect(current("Home")).toBeNull();
    expect(current("Fund")).toBeNull();
    expect(current("Fact sheet")).toBeNull();
  });
});

describe("BrowserRouter", () => {
  it("writes to the browser's history, keeps state and key in the entry, and follows back", async () => {
    window.history.replaceState(null, "", "/fundInfo");
    function Go() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate("/changes", { state: { openRef: "R1" } })}>
            push
          </button>
          <button type="button" onClick={() => navigate({ search: "?funds=1" }, { replace: true })}>
            replace
          </button>
        </>
      );
    }
    render(
      <BrowserRouter>
        <Go />
        <Probe />
      </BrowserRouter>,
    );
    expect(where()).toBe("/fundInfo");
    expect(seen[0]?.key).toBe("default");
    const length = window.history.length;

    fireEvent.click(screen.getByRole("button", { name: "push" }));
    expect(window.location.pathname).toBe("/changes");
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toEqual({ usr: { openRef: "R1" }, key: seen.at(-1)?.key });

    fireEvent.click(screen.getByRole("button", { name: "replace" }));
    expect(window.location.pathname + window.location.search).toBe("/changes?funds=1");
    expect(window.history.length).toBe(length + 1);

    // Back, as the browser does it: the address changes, then popstate.
    await act(async () => {
      window.history.replaceState({ usr: null, key: "earlier" }, "", "/fundInfo");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(where()).toBe("/fundInfo");
    expect(seen.at(-1)?.key).toBe("earlier");
  });

  it("outside a router the hooks say so", () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow("useLocation() may be used only inside a router");
  });
});
