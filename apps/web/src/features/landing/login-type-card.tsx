import { Card, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type LoginType, sessionStore } from "../../lib/session-store.ts";
import classes from "./landing.module.css";

export interface LoginTypeCardProps {
  title: string;
  description: string;
  action: string;
  /** A login page of the portal, remembering the chosen login type, or another site. */
  target: { to: string; loginType: LoginType } | { href: string };
}

/** One login-type choice: the whole card is the link. */
export function LoginTypeCard({ title, description, action, target }: LoginTypeCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const actionId = useId();
  const newTabId = useId();
  const body = (
    <>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      <Text mt="xs" id={descriptionId}>
        {description}
      </Text>
      <Text className={classes.action} id={actionId}>
        {action} <span aria-hidden>→</span>
      </Text>
    </>
  );
  const common = {
    className: classes.card,
    withBorder: true,
    shadow: "xs",
    padding: "lg",
    "aria-describedby": descriptionId,
  } as const;

  if ("to" in target) {
    return (
      <Card
        {...common}
        component={Link}
        to={target.to}
        aria-labelledby={`${titleId} ${actionId}`}
        onClick={() => sessionStore.update({ loginType: target.loginType })}
      >
        {body}
      </Card>
    );
  }
  return (
    <Card
      {...common}
      component="a"
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-labelledby={`${titleId} ${actionId} ${newTabId}`}
    >
      {body}
      <VisuallyHidden id={newTabId}>{t("opensInNewTab")}</VisuallyHidden>
    </Card>
  );
}
