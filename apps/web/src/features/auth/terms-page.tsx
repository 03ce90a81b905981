import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useEndSession } from "../../lib/end-session.ts";
import { useNavigate } from "../../lib/router.tsx";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useAcceptTerms } from "./api/accept-terms.ts";
import classes from "./auth.module.css";
import { AuthPage } from "./auth-page.tsx";

/** How close to the bottom (px) counts as the end: sub-pixel scrolling rarely lands exactly on it. */
const END_TOLERANCE_PX = 4;

/** Whether a scroll box shows its last line. A box not yet laid out (height 0) has not been read. */
export function scrolledToEnd({ scrollTop, scrollHeight, clientHeight }: HTMLElement): boolean {
  if (scrollHeight === 0) return false;
  return scrollTop + clientHeight >= scrollHeight - END_TOLERANCE_PX;
}

/** /termsandconditions: Agree is enabled once the text has been scrolled to its end; I Disagree logs out. */
export function TermsPage() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const accept = useAcceptTerms();
  const boxRef = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  const sections = t("terms.sections", { returnObjects: true });

  const check = useCallback(() => {
    const box = boxRef.current;
    if (box && scrolledToEnd(box)) setRead(true);
  }, []);

  // A text short enough to show whole (a tall window) is read as it is.
  useEffect(check, [check]);

  const agree = () =>
    accept.mutate(undefined, {
      onSuccess: () => navigate("/account", { replace: true }),
      onError: (error) => showErrorToast(error),
    });

  return (
    <AuthPage title={t("common:pages.termsAndConditions")} intro={t("terms.intro")}>
      <Stack gap="md">
        <Box
          ref={boxRef}
          onScroll={check}
          className={classes.termsBox}
          role="region"
          aria-label={t("terms.regionLabel")}
          // Focusable so the keyboard can scroll it.
          tabIndex={0}
          data-testid="terms-text"
        >
          {sections.map((section) => (
            <section key={section.title}>
              <Title order={2} size="h5" mt="sm">
                {section.title}
              </Title>
              <Text size="sm" mt={4}>
                {section.body}
              </Text>
            </section>
          ))}
        </Box>
        {!read && (
          <Text size="sm" c="dimmed" id="terms-scroll-hint">
            {t("terms.scrollHint")}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={() => void endSession("logout")}>
            {t("terms.disagree")}
          </Button>
          <Button
            onClick={agree}
            disabled={!read}
            loading={accept.isPending}
            aria-describedby={read ? undefined : "terms-scroll-hint"}
          >
            {t("terms.agree")}
          </Button>
        </Group>
      </Stack>
    </AuthPage>
  );
}
