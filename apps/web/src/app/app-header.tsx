import { Anchor, Box, Container, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { useSession } from "../lib/session-store.ts";
import { LanguageToggle } from "./language-toggle.tsx";
import classes from "./layout.module.css";

// Only members see the navigation; visitors never load it.
const TopNavigation = lazy(() =>
  import("./top-navigation.tsx").then(({ TopNavigation }) => ({ default: TopNavigation })),
);

export function AppHeader() {
  const { t } = useTranslation();
  const { authenticated, scheme } = useSession();
  // The member navigation appears once the server has answered with the login info (after the OTP).
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const signedIn = authenticated && Boolean(info);
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
          {/* The employer-sponsored scheme is offered in one language only. */}
          {scheme !== "SMP" && <LanguageToggle />}
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
