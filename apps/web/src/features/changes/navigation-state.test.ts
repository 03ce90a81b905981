import { describe, expect, it } from "vitest";
import { readNavigationState } from "./navigation-state.ts";

describe("readNavigationState (part 2 §2.8)", () => {
  it("reads skipToPage and openRef", () => {
    expect(readNavigationState({ skipToPage: 3 })).toEqual({ skipToPage: 3, openRef: null });
    expect(readNavigationState({ skipToPage: "2" })).toEqual({ skipToPage: 2, openRef: null });
    expect(readNavigationState({ openRef: "IW00000123" })).toEqual({
      skipToPage: null,
      openRef: "IW00000123",
    });
    expect(readNavigationState({ openRef: " ia00000042 " }).openRef).toBe("IA00000042");
  });

  it("ignores anything malformed", () => {
    expect(readNavigationState(null)).toEqual({ skipToPage: null, openRef: null });
    expect(readNavigationState("IW00000123")).toEqual({ skipToPage: null, openRef: null });
    expect(readNavigationState({ skipToPage: 0, openRef: "../etc" })).toEqual({
      skipToPage: null,
      openRef: null,
    });
    expect(readNavigationState({ skipToPage: 1.5, openRef: "IW" })).toEqual({
      skipToPage: null,
      openRef: null,
    });
  });
});
