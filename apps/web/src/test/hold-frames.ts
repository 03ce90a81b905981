import { vi } from "vitest";

/**
 * Holds the frames the app asks the browser for (`requestAnimationFrame`) until `paint` runs them,
 * as the browser would before its next paint. Restored by `vi.restoreAllMocks()`.
 */
export function holdFrames(): { paint: () => void } {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  return {
    paint: () => {
      for (const callback of frames.splice(0)) callback(performance.now());
    },
  };
}
