import { MantineProvider } from "@mantine/core";
import { notifications, notificationsStore } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../lib/toasts.tsx";
import { Toasts } from "./providers.tsx";

afterEach(() => {
  act(() => notifications.clean());
  notificationsStore.setState({ notifications: [], queue: [], defaultPosition: "top-center", limit: 5 });
});

/** Stands in for the host (Mantine's Notifications): it says it is there. */
function ListHost() {
  return <output>host up</output>;
}

function renderToasts(load: () => Promise<typeof ListHost>) {
  return render(
    <MantineProvider env="test">
      <p>The page</p>
      <Toasts load={load} />
    </MantineProvider>,
  );
}

describe("Toasts", () => {
  it("loads the host only with the first toast", async () => {
    const load = vi.fn(async () => ListHost);
    renderToasts(load);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => void notifications.show({ message: "First" }));
    expect(await screen.findByText("host up")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the page when the host cannot load (the server unreachable), and loads it when a toast is asked again", async () => {
    const load = vi
      .fn<() => Promise<typeof ListHost>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(ListHost);
    renderToasts(load);
    act(() => showToast("technical-error"));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByText("The page")).toBeTruthy();
    expect(screen.queryByText("host up")).toBeNull();

    // The same toast asked again: it replaces the one it repeats, as many toasts as before.
    act(() => showToast("technical-error"));
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    expect(await screen.findByText("host up")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText("The page")).toBeTruthy();
  });
});
