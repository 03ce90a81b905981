import { describe, expect, it } from "vitest";
import { fillPlaceholders, messageAt, placeholdersOf } from "./messages.ts";

const texts = { footer: { hotline: "Member hotline: {{phone}}" }, list: ["a", "b"] };

describe("messageAt", () => {
  it("finds a text, an object or a list by its dotted path", () => {
    expect(messageAt(texts, "footer.hotline")).toBe("Member hotline: {{phone}}");
    expect(messageAt(texts, "footer")).toEqual({ hotline: "Member hotline: {{phone}}" });
    expect(messageAt(texts, "list")).toEqual(["a", "b"]);
  });

  it("answers undefined for a path that is not there, inherited names included", () => {
    expect(messageAt(texts, "footer.address")).toBeUndefined();
    expect(messageAt(texts, "footer.hotline.more")).toBeUndefined();
    expect(messageAt(texts, "toString")).toBeUndefined();
  });
});

describe("placeholders", () => {
  it("lists each name once, in order", () => {
    expect(placeholdersOf("{{b}} then {{ a }} then {{b}} and {{c.d}}")).toEqual(["b", "a", "c.d"]);
  });

  it("fills each from the values, numbers as written, and asks for a missing one", () => {
    const message = "Ref {{ref}}: {{ units }} units, {{date}}";
    expect(fillPlaceholders(message, { ref: "SW-1", units: 12.5 }, (name) => `[${name}]`)).toBe(
      "Ref SW-1: 12.5 units, [date]",
    );
  });
});
