import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startDeadline, startIdleTimer } from "./idle-timer.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("idle timer", () => {
  it("fires once after the timeout without activity", () => {
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 1_205_000, onIdle });
    vi.advanceTimersByTime(1_204_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it.each(["mousemove", "mousedown", "keydown", "touchstart", "wheel"])("starts again on %s", (type) => {
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 60_000, onIdle });
    vi.advanceTimersByTime(50_000);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("hears scrolling inside any element, though scroll events do not bubble", () => {
    const onIdle = vi.fn();
    const box = document.createElement("div");
    document.body.append(box);
    startIdleTimer({ timeoutMs: 60_000, onIdle });
    vi.advanceTimersByTime(50_000);
    box.dispatchEvent(new Event("scroll", { bubbles: false }));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    box.remove();
  });

  it("stops listening and firing when stopped", () => {
    const onIdle = vi.fn();
    const stop = startIdleTimer({ timeoutMs: 60_000, onIdle });
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("tells of activity at most once per period", () => {
    const onActive = vi.fn();
    startIdleTimer({ timeoutMs: 600_000, onIdle: () => {}, onActive, activeEveryMs: 60_000 });
    window.dispatchEvent(new Event("keydown"));
    expect(onActive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("keydown"));
    expect(onActive).toHaveBeenCalledOnce();
  });

  it("takes an injected clock", () => {
    let now = 0;
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 1000, onIdle, now: () => now });
    now = 5000;
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe("deadline", () => {
  it("fires at the instant, or at once when it has passed", () => {
    const onReach = vi.fn();
    startDeadline(Date.now() + 3_540_000, onReach);
    vi.advanceTimersByTime(3_539_999);
    expect(onReach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReach).toHaveBeenCalledOnce();
    const late = vi.fn();
    startDeadline(Date.now() - 1, late);
    expect(late).toHaveBeenCalledOnce();
  });

  it("can be cancelled", () => {
    const onReach = vi.fn();
    const stop = startDeadline(Date.now() + 1000, onReach);
    stop();
    vi.advanceTimersByTime(2000);
    expect(onReach).not.toHaveBeenCalled();
  });
});
