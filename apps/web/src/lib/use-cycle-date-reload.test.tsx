import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { memberLoginInfo } from "../test/render-app.tsx";
import { summaryAnswer } from "../test/summary-fixtures.ts";
import { SESSION_QUERY_KEY } from "./api/session.ts";
import { EMPTY_SESSION, sessionStore } from "./session-store.ts";
import { showToast } from "./toasts.tsx";
import { useCycleDateReload } from "./use-cycle-date-reload.ts";

vi.mock("./toasts.tsx", () => ({ showToast: vi.fn() }));

const ACCOUNT = {
  clientNmbr: 3000001,
  clntRltnshpNmbr: 5000001,
  contractNmbr: 1001,
  productTypeNmbr: 112,
  isOrso: false,
  webCycleDate: "2026-02-27",
};

function setUp(summary: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/api/accounts/accountSummary") ? summary() : new Response(null, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  sessionStore.update({ ...EMPTY_SESSION, authenticated: true, scheme: "HKAIIB", account: ACCOUNT });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, memberLoginInfo());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, wrapper };
}

const summaryCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/accounts/accountSummary"));

describe("useCycleDateReload (part 2 §4.1)", () => {
  it("moves the account to a later cycle date and asks for the account summary again", async () => {
    const { fetchMock, wrapper } = setUp(() => Response.json(summaryAnswer()));
    const { rerender } = renderHook(({ date }: { date: string | undefined }) => useCycleDateReload(date), {
      wrapper,
      initialProps: { date: undefined as string | undefined },
    });
    expect(summaryCalls(fetchMock)).toHaveLength(0);
    // the same date, or an earlier one, changes nothing
    rerender({ date: "2026-02-27" });
    rerender({ date: "2026-02-20" });
    expect(sessionStore.get().account?.webCycleDate).toBe("2026-02-27");
    rerender({ date: "2026-03-02" });
    await waitFor(() => expect(sessionStore.get().account?.webCycleDate).toBe("2026-03-02"));
    await waitFor(() => expect(summaryCalls(fetchMock)).toHaveLength(1));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("shows the report-error toast with the scheme's hotline when the reload fails", async () => {
    const { wrapper } = setUp(() => Response.json({ code: "technical-error" }, { status: 500 }));
    renderHook(() => useCycleDateReload("2026-03-02"), { wrapper });
    await waitFor(() => expect(showToast).toHaveBeenCalled());
    expect(vi.mocked(showToast).mock.calls[0]?.[0]).toBe("report-error-message");
    expect(vi.mocked(showToast).mock.calls[0]?.[1]?.message).toContain("2888 8811");
  });
});
