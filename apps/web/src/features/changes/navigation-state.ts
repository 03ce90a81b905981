/**
 * What another page may send in the navigation state of /changes (part 2 §2.8):
 * - skipToPage: the page number the list opens at;
 * - openRef: a reference number ("IW00000123") whose details open at once (the wizard's
 *   View transaction).
 */
export interface ChangesNavigationState {
  skipToPage: number | null;
  openRef: string | null;
}

const REFERENCE = /^[A-Z]{2}\d{1,12}$/i;

/** Reads the navigation state, ignoring anything malformed. */
export function readNavigationState(state: unknown): ChangesNavigationState {
  if (typeof state !== "object" || state === null) return { skipToPage: null, openRef: null };
  const record = state as Record<string, unknown>;
  const page = typeof record.skipToPage === "string" ? Number(record.skipToPage) : record.skipToPage;
  const ref = typeof record.openRef === "string" ? record.openRef.trim() : "";
  return {
    skipToPage: typeof page === "number" && Number.isInteger(page) && page >= 1 ? page : null,
    openRef: REFERENCE.test(ref) ? ref.toUpperCase() : null,
  };
}
