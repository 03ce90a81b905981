import { QueryClient } from "@tanstack/react-query";
import { pageReceivedAt, readBootstrap } from "../lib/bootstrap.ts";
import { seedQueryCache } from "../lib/seed-query-cache.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The app's one query cache, starting with the answers the server put in the page. */
export const queryClient = createQueryClient();
seedQueryCache(queryClient, readBootstrap(), pageReceivedAt());
