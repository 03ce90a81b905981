import { type Scheme, type TransactionHistoryResponse, transactionEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * transactionEndpoints.transactionHistory (part 2 §7.2): per fund,
 * the opening balance, the transactions and the closing balance. A range breaking §5.2 answers
 * 400 history-range-*.
 */
export function fetchTransactionHistory(
  clntRltnshpNmbr: number,
  range: DateRange,
  scheme: Scheme | null,
  signal?: AbortSignal,
): Promise<TransactionHistoryResponse> {
  const schemeName = scheme === "HKAIIB" ? scheme : undefined;
  const query = { clntRltnshpNmbr, fromDate: range.fromDate, toDate: range.toDate, schemeName };
  return call(transactionEndpoints.transactionHistory, { query }, { signal });
}

export const transactionHistoryQuery = (clntRltnshpNmbr: number, range: DateRange, scheme: Scheme | null) =>
  queryOptions({
    queryKey: ["transactions", "history", clntRltnshpNmbr, range.fromDate, range.toDate] as const,
    queryFn: ({ signal }) => fetchTransactionHistory(clntRltnshpNmbr, range, scheme, signal),
    staleTime: 60_000,
  });

/** The chosen account's transaction history over `range`; nothing is asked while `enabled` is false. */
export function useTransactionHistory(range: DateRange, enabled: boolean) {
  const { account, scheme } = useSession();
  return useQuery({
    ...transactionHistoryQuery(account?.clntRltnshpNmbr ?? 0, range, scheme),
    enabled: enabled && account !== null,
  });
}
