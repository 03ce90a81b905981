import { Anchor, Box, Container, Group } from "@mantine/core";
import { type LoginInfo, offersLanguageToggle } from "@portal/domain";
import { type ReactNode, Suspense } from "react";
import { LanguageToggle } from "../components/language-toggle.tsx";
import { pendingFirstStep } from "../features/auth/next-path.ts";
import { useFrameSource } from "../lib/frame-source.ts";
import { preloadable } from "../lib/preloadable.tsx";
import { Link } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { useTranslation } from "../lib/use-translation.tsx";
import classes from "./layout.module.css";
import { withPageStyles } from "./mantine-styles.ts";

// Only members see the navigation; visitors never load it (nor its menus' stylesheets).
export const TopNavigation = preloadable(() =>
  withPageStyles(() => import("./top-navigation.tsx")).then(({ TopNavigation }) => TopNavigation),
);

/**
 * Where a login stands for the header: "signed-in" once the server has answered with the login
 * info (after the OTP) and the member has taken the first steps (a new PIN, the terms), when the
 * member navigation and the brand's link to /account appear (before them every member page would
 * send the member back); "first-steps" meanwhile, when the member can still log out.
 */
export function loginStage(authenticated: boolean, info: LoginInfo | null | undefined) {
  if (!authenticated || !info) return null;
  return pendingFirstStep(info) === null ? "signed-in" : "first-steps";
}

/** The header; a member's first-steps logout comes from the shell (`memberActions`). */
export function AppHeader({ memberActions }: { memberActions?: ReactNode }) {
  const { t } = useTranslation();
  const { authenticated, scheme } = useSession();
  const info = useFrameSource().useLoginInfo();
  const signedIn = loginStage(authenticated, info) === "signed-in";
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
            {memberActions}
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
