import { type DocumentListResponse, documentEndpoints, type Language } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";

/** While a notice's PDF is being made (its size is null), the list is asked again this often. */
export const PREPARING_POLL_MS = 5_000;

/**
 * documentEndpoints.documentList (part 2 §2.9): the account's benefit statements (48 months),
 * e-notices (12 months) and fund documents (24 months), sized in the language asked.
 */
export function fetchDocumentList(
  clntRltnshpNmbr: number,
  lang: Language,
  signal?: AbortSignal,
): Promise<DocumentListResponse> {
  return call(documentEndpoints.documentList, { query: { clntRltnshpNmbr, lang } }, { signal });
}

export const documentListQuery = (clntRltnshpNmbr: number, lang: Language) =>
  queryOptions({
    queryKey: ["documents", "list", clntRltnshpNmbr, lang] as const,
    queryFn: ({ signal }) => fetchDocumentList(clntRltnshpNmbr, lang, signal),
    staleTime: 60_000,
    // A notice sent a moment ago is still being made: ask again until every one has its size.
    refetchInterval: (query) =>
      query.state.data?.notices.some((notice) => notice.sizeBytes === null) ? PREPARING_POLL_MS : false,
  });

/**
 * The chosen account's documents in `lang`; nothing is asked while `enabled` is false. When the
 * language changes, the account's list in the other language stays shown until the new one comes.
 */
export function useDocumentList(lang: Language, enabled = true) {
  const { account } = useSession();
  const clntRltnshpNmbr = account?.clntRltnshpNmbr ?? 0;
  return useQuery({
    ...documentListQuery(clntRltnshpNmbr, lang),
    enabled: enabled && account !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === clntRltnshpNmbr ? previous : undefined,
  });
}
