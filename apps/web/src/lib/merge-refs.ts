import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

/**
 * floating-ui's `useMergeRefs(refs)`, which Mantine's ScrollArea imports, as Mantine's own hook:
 * one callback ref that sets every ref given. The build gives it to ScrollArea in place of
 * floating-ui's (vite.config.ts): every Mantine Table imports ScrollArea, so floating-ui, which
 * positions popovers and menus, came with the first chunk of every page drawing a table (the
 * dashboard's and the fact sheet's), 8 KB compressed that their first paint never ran (issue 17).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T | null>(...(refs as Ref<T | null>[]));
}
