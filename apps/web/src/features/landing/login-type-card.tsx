import { Card, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "../../lib/router.tsx";
import { type LoginType, sessionStore } from "../../lib/session-store.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import classes from "./landing.module.css";

export interface LoginTypeCardProps {
  title: string;
  description: string;
  action: string;
  /** A login page of the portal, remembering the chosen login type, or another site. */
  target: { to: string; loginType: LoginType } | { href: string };
}

/**
 * One login-type choice: the whole card is the link, named by its own text (title, description,
 * action; "opens in a new tab" for another site). A name put together from some of the parts
 * (aria-labelledby title + action) would leave out visible words, and speech-input users say what
 * they see (WCAG 2.5.3, label in name).
 */
export function LoginTypeCard({ title, description, action, target }: LoginTypeCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text mt="xs">{description}</Text>
      <Text className={classes.action}>
        {action} <span aria-hidden>→</span>
      </Text>
    </>
  );
  const common = { className: classes.card, withBorder: true, shadow: "xs", padding: "lg" } as const;

  if ("to" in target) {
    return (
      <Card
        {...common}
        component={Link}
        to={target.to}
        onClick={() => sessionStore.update({ loginType: target.loginType })}
      >
        {body}
      </Card>
    );
  }
  return (
    <Card {...common} component="a" href={target.href} target="_blank" rel="noopener noreferrer">
      {body}
      <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
    </Card>
  );
}
