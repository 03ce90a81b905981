// The endpoint tables of the calls the frame of every page makes (the calendar, the session, the
// access log, logout, the staff line), loaded with the first such call rather than with the first
// page: their schemas, and zod with them, were about a third of the first page's JavaScript and
// of the work before its first paint (issue 17). Import it dynamically, never statically.
export { accessLogEndpoints, authEndpoints, configEndpoints, superLogonEndpoints } from "@portal/domain";
