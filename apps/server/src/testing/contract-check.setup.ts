import { afterEach, expect } from "vitest";
import { undeclaredErrors } from "./test-app.ts";

// Every server test checks the contract too: an error answer with a code the endpoint table does
// not declare for that endpoint fails the test that caused it.
afterEach(() => {
  const seen = undeclaredErrors.splice(0);
  expect(seen, "error codes the endpoint table does not declare").toEqual([]);
});
