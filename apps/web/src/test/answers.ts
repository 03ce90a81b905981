import {
  CALENDAR_WINDOW_IDS,
  type CalendarResponse,
  type CalendarWindowId,
  type LoginInfo,
  type StaffSessionResponse,
} from "@portal/domain";

const DEFAULT_NOW = "2026-03-02T02:00:00.000Z";

/** A GET /api/config/calendar answer with the given windows open. */
export function calendarAnswer(
  now = DEFAULT_NOW,
  active: Partial<Record<CalendarWindowId, string>> = {},
): CalendarResponse {
  const windows = Object.fromEntries(
    CALENDAR_WINDOW_IDS.map((id) => {
      const start = active[id];
      return [id, { active: start !== undefined, start: start ?? null, end: null }];
    }),
  ) as CalendarResponse["windows"];
  return { now, timeZone: "Asia/Hong_Kong", preset: "test", mode: "demo", superLogon: false, windows };
}

/** A signed-in member's login info (persona P1), as GET /api/auth/session and verifyMFA answer it. */
export function memberLoginInfo(overrides: Partial<LoginInfo> = {}, now = DEFAULT_NOW): LoginInfo {
  return {
    clientNmbr: 3000001,
    clientNmbrList: [3000001],
    loginId: "3000001",
    scheme: "S800",
    name: "CHAN TAI MAN",
    isFirstTimeLogin: false,
    termsAccepted: true,
    lastLoginDate: "2026-02-27T09:15:00.000Z",
    sessionExpiresAt: new Date(Date.parse(now) + 3_540_000).toISOString(),
    idleTimeoutMs: 1_200_000,
    staff: false,
    declarationRequired: false,
    ...overrides,
  };
}

/** P1 as a staff session names the member it reads. */
export const P1_STAFF_MEMBER: NonNullable<StaffSessionResponse["member"]> = {
  clientNmbr: 1000001,
  loginId: "1000001",
  nameEn: "CHAN Tai Man",
  nameZh: "陳大文",
  scheme: "S800",
};

/** A GET /api/auth/superLogon/session answer: staff.demo, reading `member` (null: none chosen yet). */
export function staffSessionAnswer(member: StaffSessionResponse["member"] = null): StaffSessionResponse {
  return {
    staffId: "staff.demo",
    staffName: "Demo Staff",
    member,
    sessionExpiresAt: "2026-03-02T02:59:00.000Z",
    idleTimeoutMs: 1_200_000,
  };
}
