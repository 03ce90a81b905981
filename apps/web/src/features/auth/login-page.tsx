import { Anchor, Button, PasswordInput, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { encodePin, isValidHkid, isWrittenAsHkid, normaliseLoginId, type Scheme } from "@portal/domain";
import { type FormEvent, useRef, useState } from "react";
import type { PageName } from "../../lib/page-name.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { sessionStore } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { authenticateMfa, loadAuthEndpoints } from "./api/authenticate-mfa.ts";
import { AuthPage } from "./auth-page.tsx";

/** The scheme a login page sends, and its heading. /employeelogin serves S800 and SMP members alike. */
export type LoginScheme = Extract<Scheme, "S800" | "HKAIIB" | "COBRAND">;

const HEADING = {
  S800: "employeeLogin",
  HKAIIB: "aiibLogin",
  COBRAND: "cobrandLogin",
} as const satisfies Record<LoginScheme, PageName>;

type LoginTab = "idNumber" | "loginId";

/**
 * The form's messages, kept as their keys and translated where shown, so that switching the
 * language re-words a message already on screen.
 */
type IdError = "login.requiredIdNumber" | "login.requiredLoginId" | "login.invalidHkid";
type PinError = "login.requiredPin";

interface Errors {
  id?: IdError;
  pin?: PinError;
}

/**
 * The ID number tab takes an HKID or a passport number. One written as an HKID, with its bracketed
 * check digit, must be a valid HKID (format and check digit, part 1 §5); a passport number is the
 * server's to match.
 */
function govtIdError(govtId: string): IdError | undefined {
  if (govtId.trim() === "") return "login.requiredIdNumber";
  if (isWrittenAsHkid(govtId) && !isValidHkid(govtId)) return "login.invalidHkid";
  return undefined;
}

const ALERT = { role: "alert" } as const;

/** /employeelogin, /aiib/employeelogin(temp), /cobrand/employeelogin: the first login step. */
export function LoginPage({ scheme }: { scheme: LoginScheme }) {
  const { t } = useTranslation(["login", "common"]);
  const navigate = useNavigate();
  // One call and its wait, without a query cache: a visitor's first page can be this one, drawn
  // without the shell (app.tsx).
  const [pending, setPending] = useState(false);
  const [tab, setTab] = useState<LoginTab>("idNumber");
  const [govtId, setGovtId] = useState("");
  const [loginId, setLoginId] = useState("");
  const [pin, setPin] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const loginIdRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);

  const errors: Errors = {};
  if (tab === "idNumber") errors.id = govtIdError(govtId);
  else if (loginId.trim() === "") errors.id = "login.requiredLoginId";
  if (pin === "") errors.pin = "login.requiredPin";
  const shown: Errors = submitted ? errors : {};
  const idMessage = shown.id && t(shown.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (errors.id) {
      (tab === "idNumber" ? idRef : loginIdRef).current?.focus();
      return;
    }
    if (errors.pin) {
      pinRef.current?.focus();
      return;
    }
    const identity =
      tab === "idNumber"
        ? { govtId: govtId.trim().toUpperCase() }
        : { loginId: normaliseLoginId(loginId, scheme) };
    setPending(true);
    authenticateMfa({ scheme, ...identity, password: encodePin(pin) }).then(
      (answer) => {
        sessionStore.update({
          scheme: answer.scheme,
          loginType: scheme === "COBRAND" ? "cobrand" : "employee",
          authenticated: true,
          factors: answer.factors,
          otp: null,
        });
        // Still waiting until the next page shows (its code may still be loading).
        navigate("/selectChannel");
      },
      (error: unknown) => {
        setPending(false);
        setPin("");
        setSubmitted(false);
        showErrorToast(error);
      },
    );
  };

  return (
    <AuthPage title={t(`common:pages.${HEADING[scheme]}`)} intro={t("login.intro")}>
      {/* The login call's schemas load as the member starts on the form: ready by the time they
          submit, and no part of the page's first load (issue 17). */}
      <form onSubmit={onSubmit} onFocus={() => void loadAuthEndpoints()} noValidate>
        <Stack gap="md">
          {/* A label wraps rather than run past the form (the Chinese ID tab at 320 px). */}
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as LoginTab)}
            styles={{ tab: { whiteSpace: "normal", lineHeight: 1.4, textAlign: "center" } }}
          >
            <Tabs.List aria-label={t("login.tabsLabel")} grow>
              <Tabs.Tab value="idNumber">{t("login.tabIdNumber")}</Tabs.Tab>
              <Tabs.Tab value="loginId">{t("login.tabLoginId")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="idNumber" pt="md">
              <TextInput
                ref={idRef}
                label={t("login.idNumber")}
                description={t("login.idNumberHint")}
                value={govtId}
                onChange={(event) => setGovtId(event.currentTarget.value)}
                error={tab === "idNumber" ? idMessage : undefined}
                errorProps={ALERT}
                autoComplete="username"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                required
              />
            </Tabs.Panel>
            <Tabs.Panel value="loginId" pt="md">
              <TextInput
                ref={loginIdRef}
                label={t("login.loginId")}
                description={t("login.loginIdHint")}
                value={loginId}
                onChange={(event) => setLoginId(event.currentTarget.value)}
                error={tab === "loginId" ? idMessage : undefined}
                errorProps={ALERT}
                autoComplete="username"
                inputMode="numeric"
                spellCheck={false}
                maxLength={20}
                required
              />
            </Tabs.Panel>
          </Tabs>
          <PasswordInput
            ref={pinRef}
            label={t("login.pin")}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={shown.pin && t(shown.pin)}
            errorProps={ALERT}
            // Mantine ties the error to the field (aria-describedby) but leaves aria-invalid off on
            // a PasswordInput.
            aria-invalid={Boolean(shown.pin)}
            autoComplete="current-password"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": t("login.showPin") }}
            maxLength={64}
            required
          />
          <Button type="submit" size="md" loading={pending}>
            {t("login.submit")}
          </Button>
          <Anchor component={Link} to="/forgotpin">
            {t("login.forgotPin")}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("login.securityNote")}
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
