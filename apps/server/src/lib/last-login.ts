/**
 * The "last login" to show: the previous login, not this one. Logging in moves last_login_at to
 * previous_login_at; a last_login_at at or after the session's start is this session's own login.
 */
export function lastLoginOf(
  client: { lastLoginAt: Date | null; previousLoginAt: Date | null },
  sessionCreatedAt: Date,
): string | null {
  const last = client.lastLoginAt;
  if (last && last.getTime() >= sessionCreatedAt.getTime())
    return client.previousLoginAt?.toISOString() ?? null;
  return last?.toISOString() ?? null;
}
