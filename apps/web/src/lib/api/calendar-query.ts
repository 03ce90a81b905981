import { queryOptions } from "@tanstack/react-query";
import { fetchCalendar } from "./calendar.ts";

/** The calendar in the query cache: asked again when a page shows it after a minute. */
export const calendarQueryOptions = queryOptions({
  queryKey: ["config", "calendar"],
  queryFn: ({ signal }) => fetchCalendar(signal),
  staleTime: 60_000,
});
