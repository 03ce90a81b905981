import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { errorCode } from "../../lib/api/client.ts";
import { STAFF_SESSION_QUERY_KEY, staffSessionQueryOptions } from "../../lib/api/staff-session.ts";
import { useLocation, useNavigate } from "../../lib/router.tsx";
import { sessionStore } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/superLogon.json";
import { postSuperLogonToken } from "./api/super-logon-token.ts";
import { MemberChooser } from "./member-chooser.tsx";
import { NotAuthorisedNotice } from "./not-authorised-notice.tsx";
import { takeSignInAttempt } from "./sign-in-attempt.ts";

/** What the identity provider put in the URL fragment on the way back. */
interface IdpReturn {
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
}

/** The fragment's answer, or null when it carries neither a code nor an error. */
export function parseIdpReturn(hash: string): IdpReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const code = params.get("code");
  const error = params.get("error");
  if (!code && !error) return null;
  return { code: code || null, state: params.get("state"), iss: params.get("iss"), error };
}

type Phase = { kind: "working" } | { kind: "notAuthorised" } | { kind: "chooser"; staffName: string };

const NOT_AUTHORISED: Phase = { kind: "notAuthorised" };

/**
 * The code exchange: only for the state this tab sent (the one-time values are taken, so a second
 * use finds none); refused (not-authorised) gives the notice; any other failure the
 * something-went-wrong toast too.
 */
async function exchange(answer: IdpReturn, queryClient: QueryClient): Promise<Phase> {
  const attempt = takeSignInAttempt();
  if (answer.error || !answer.code || !answer.state || !attempt || answer.state !== attempt.state)
    return NOT_AUTHORISED;
  try {
    const session = await postSuperLogonToken({
      authorization_code: answer.code,
      code_verifier: attempt.verifier,
      state: answer.state,
      expected_state: attempt.state,
      nonce: attempt.nonce,
      ...(answer.iss ? { iss: answer.iss } : {}),
    });
    queryClient.setQueryData(STAFF_SESSION_QUERY_KEY, session);
    sessionStore.update({ superLogon: true });
    return { kind: "chooser", staffName: session.staffName };
  } catch (error) {
    if (errorCode(error) !== "not-authorised") showToast("something-went-wrong");
    return NOT_AUTHORISED;
  }
}

/** Without a code: a staff user already signed in (choosing another member) gets the chooser. */
async function existingSession(queryClient: QueryClient): Promise<Phase> {
  try {
    const session = await queryClient.fetchQuery({ ...staffSessionQueryOptions, staleTime: 0 });
    return session ? { kind: "chooser", staffName: session.staffName } : NOT_AUTHORISED;
  } catch {
    return NOT_AUTHORISED;
  }
}

/**
 * /superLogon/signIn (part 1 §2 Super Logon 2): the identity provider's return. With a code in the
 * fragment: the code leaves the address bar at once, is exchanged, and the member chooser shows.
 * Without one: the chooser for a staff user already signed in, else the not-authorised notice.
 */
export function SuperLogonSignInPage() {
  const { t } = useFeatureTranslation<typeof en>("superLogon");
  const { t: common } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, on arrival: the fragment is cleared from the address bar straight after.
  const [answer] = useState(() => parseIdpReturn(location.hash));
  const [phase, setPhase] = useState<Phase>({ kind: "working" });
  // Once per arrival: the code is single-use (React's development double effects run twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (answer) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
      void exchange(answer, queryClient).then(setPhase);
    } else {
      void existingSession(queryClient).then(setPhase);
    }
  }, [answer, location.pathname, location.search, navigate, queryClient]);

  return (
    <Stack gap="lg" maw={560} py="xl">
      <Title order={1}>{common("pages.superLogonSignIn")}</Title>
      {phase.kind === "working" && (
        <Center py="xl" role="status" aria-label={t("signIn.checking")}>
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text>{t("signIn.checking")}</Text>
          </Stack>
        </Center>
      )}
      {phase.kind === "notAuthorised" && <NotAuthorisedNotice />}
      {phase.kind === "chooser" && <MemberChooser staffName={phase.staffName} />}
    </Stack>
  );
}
