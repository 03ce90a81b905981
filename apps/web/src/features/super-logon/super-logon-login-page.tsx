import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import type { SuperLogonConfigResponse } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { useNavigate } from "../../lib/router.tsx";
import { showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/superLogon.json";
import { superLogonConfigQueryOptions } from "./api/super-logon-config.ts";
import { browser } from "./browser.ts";
import { codeChallenge, randomToken } from "./pkce.ts";
import { type SignInAttempt, saveSignInAttempt, takeSignInAttempt } from "./sign-in-attempt.ts";
import { forgetVisit } from "./visit-state.ts";

/** The identity provider's authorisation request (OpenID Connect, code flow with PKCE S256). */
export function authorizationUrl(
  config: SuperLogonConfigResponse,
  attempt: SignInAttempt,
  challenge: string,
): string {
  const url = new URL(config.authorizationEndpoint, window.location.href);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("Not a web address");
  const params = url.searchParams;
  params.set("client_id", config.clientId);
  params.set("redirect_uri", config.redirectUri);
  params.set("response_type", config.responseType);
  params.set("response_mode", config.responseMode);
  params.set("scope", config.scope);
  params.set("state", attempt.state);
  params.set("nonce", attempt.nonce);
  params.set("code_challenge", challenge);
  params.set("code_challenge_method", config.codeChallengeMethod);
  return url.toString();
}

/**
 * /superLogon/login (part 1 §2 Super Logon 1): forgets the visit, makes the one-time values (state,
 * nonce, PKCE verifier), keeps them for the return and sends the browser to the identity
 * provider. Any failure: /superLogon/signIn with the something-went-wrong toast.
 */
export function SuperLogonLoginPage() {
  const { t } = useFeatureTranslation<typeof en>("superLogon");
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per arrival (React's development double effects would send two requests).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        forgetVisit(queryClient);
        const config = await queryClient.fetchQuery(superLogonConfigQueryOptions);
        const attempt: SignInAttempt = {
          state: randomToken(),
          nonce: randomToken(),
          verifier: randomToken(),
        };
        const url = authorizationUrl(config, attempt, await codeChallenge(attempt.verifier));
        saveSignInAttempt(attempt);
        browser.assign(url);
      } catch {
        takeSignInAttempt();
        navigate("/superLogon/signIn", { replace: true });
        showToast("something-went-wrong");
      }
    })();
  }, [navigate, queryClient]);

  return (
    <Stack gap="lg" maw={560} py="xl">
      <Title order={1}>{common("pages.superLogonLogin")}</Title>
      <Center py="xl" role="status" aria-label={t("login.working")}>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text>{t("login.working")}</Text>
        </Stack>
      </Center>
    </Stack>
  );
}
