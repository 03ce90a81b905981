import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { calendarQueryOptions } from "../lib/api/calendar-query.ts";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { type FrameSource, FrameSourceContext } from "../lib/frame-source.ts";
import { prepareFirstPage as prepare } from "./prepare-first-page.ts";
import { queryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

/** The frame reads the calendar and the login info from the query cache, as every page does. */
const QUERY_SOURCE: FrameSource = {
  useCalendarAnswer() {
    const query = useQuery(calendarQueryOptions);
    return { data: query.data, receivedAt: query.dataUpdatedAt, pending: query.isPending };
  },
  useLoginInfo() {
    return useQuery({ ...sessionQueryOptions, enabled: false }).data;
  },
};

/** The query cache, and the frame reading from it. */
export function ShellProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <FrameSourceContext.Provider value={QUERY_SOURCE}>{children}</FrameSourceContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Every page but a visitor's first (app.tsx): the query cache, the member frame (session watch,
 * staff line, guards) and the route table, loaded as one part when the first page is another or
 * when the visitor leaves the landing page.
 */
export function AppShell() {
  return (
    <ShellProviders client={queryClient}>
      <AppRoutes />
    </ShellProviders>
  );
}

/** Readies a first page other than the landing page (prepare-first-page.ts) in the app's cache. */
export function prepareFirstPage(url: URL): Promise<void> {
  return prepare(url, queryClient);
}
