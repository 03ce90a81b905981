import { Anchor, Box, Button, Container, Group } from "@mantine/core";
import { offersLanguageToggle } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link } from "react-router";
import { LanguageToggle } from "../components/language-toggle.tsx";
import { pendingFirstStep } from "../features/auth/next-path.ts";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { useEndSession } from "../lib/end-session.ts";
import { preloadable } from "../lib/preloadable.tsx";
import { useSession } from "../lib/session-store.ts";
import { useTranslation } from "../lib/use-translation.tsx";
import classes from "./layout.module.css";
import { withPageStyles } from "./mantine-styles.ts";

// Only members see the navigation; visitors never load it (nor its menus' stylesheets).
export const TopNavigation = preloadable(() =>
  withPageStyles(() => import("./top-navigation.tsx")).then(({ TopNavigation }) => TopNavigation),
);

export function AppHeader() {
  const { t } = useTranslation();
  const { authenticated, scheme } = useSession();
  // The member navigation, and the brand's link to /account, appear once the server has answered
  // with the login info (after the OTP) and the member has taken the first steps (a new PIN, the
  // terms): before them every member page would send the member back.
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const signedIn = authenticated && !!info && pendingFirstStep(info) === null;
  // Meanwhile (a new PIN, the terms) the member can still leave: logging out is not a member page.
  const firstSteps = authenticated && !!info && !signedIn;
  const endSession = useEndSession();
  return (
    <Box component="header" bg="navy.9" c="white">
      <Container size="lg">
        <Group justify="space-between" py="sm">
          <Anchor
            component={Link}
            to={signedIn ? "/account" : "/"}
            c="white"
            fw={700}
            fz="xl"
            underline="never"
            className={classes.onDark}
          >
            {t("brand")}
          </Anchor>
          <Group gap="sm">
            {firstSteps && (
              <Button
                variant="outline"
                color="white"
                size="sm"
                className={classes.onDark}
                onClick={() => void endSession("logout")}
              >
                {t("nav.logout")}
              </Button>
            )}
            {/* The employer-sponsored scheme is offered in one language only. */}
            {offersLanguageToggle(scheme) && <LanguageToggle color="white" className={classes.onDark} />}
          </Group>
        </Group>
      </Container>
      {signedIn && (
        <Suspense fallback={null}>
          <TopNavigation />
        </Suspense>
      )}
    </Box>
  );
}
