import type { CalendarResponse, LoginInfo } from "@portal/domain";
import { createContext, useContext } from "react";

/** The calendar's answer as the frame reads it: none yet, or the answer and when it arrived. */
export interface CalendarAnswer {
  data: CalendarResponse | undefined;
  /** When the answer arrived (ms since the epoch); its clock offset is measured from it. */
  receivedAt: number;
  /** True until the first answer or failure. */
  pending: boolean;
}

/**
 * Where the frame (header, footer, landing page, guards, and every page through useCalendar)
 * reads the server's calendar and the signed-in member's login info. A visitor's first page (/)
 * reads them from the page the server sent (app/visitor-frame.tsx), so that its first load
 * carries neither the query cache nor the member frame (issue 17); every other page reads them
 * from the query cache (app/app-shell.tsx). Each is a hook: a tree keeps one source for its life.
 */
export interface FrameSource {
  useCalendarAnswer(): CalendarAnswer;
  /** The login info when the server has answered with it; null: no session; undefined: not asked. */
  useLoginInfo(): LoginInfo | null | undefined;
}

export const FrameSourceContext = createContext<FrameSource | null>(null);

export function useFrameSource(): FrameSource {
  const source = useContext(FrameSourceContext);
  if (!source) throw new Error("The frame is drawn outside a FrameSourceContext");
  return source;
}
