import { pageReceivedAt, readBootstrap, seedQueryCache } from "../lib/bootstrap.ts";
import { createQueryClient } from "./providers.tsx";

/** The app's one query cache, starting with the answers the server put in the page. */
export const queryClient = createQueryClient();
seedQueryCache(queryClient, readBootstrap(), pageReceivedAt());
