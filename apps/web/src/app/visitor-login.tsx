import { LoginPage } from "../features/auth/login-page.tsx";
import { CalendarGuard } from "./calendar-guard.tsx";
import type { GuardKind } from "./guards.ts";
import { i18n } from "./i18n.ts";
import { PAGE_MODULES } from "./page-modules.ts";
import { LOGIN_PAGE_SCHEMES, type LoginPageName } from "./page-routes.ts";

interface VisitorLoginProps {
  page: LoginPageName;
  guard: Exclude<GuardKind, "authenticated">;
}

/**
 * A login page in the visitor's frame (visitor-frame.tsx), guarded as the route table says: the
 * first page of most members' visits, drawn without the shell's query cache, route table and
 * member frame (issue 17). Leaving it for any other page loads the shell, as leaving / does.
 */
function VisitorLogin({ page, guard }: VisitorLoginProps) {
  return (
    <CalendarGuard kind={guard}>
      <LoginPage scheme={LOGIN_PAGE_SCHEMES[page]} />
    </CalendarGuard>
  );
}

/** The login page once its texts are loaded, as the shell loads a page with its texts. */
export async function loadVisitorLogin(): Promise<typeof VisitorLogin> {
  await i18n.loadNamespaces([...PAGE_MODULES.employeeLogin.namespaces]);
  return VisitorLogin;
}
