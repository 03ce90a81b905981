import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "../../components/breadcrumbs.tsx";

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** A signed-in member's page (Change PIN) names its way back, as the account pages do. */
  crumbs?: readonly Crumb[];
  children: ReactNode;
}

/** The frame of the access pages: one h1, a short introduction, the form on a card. */
export function AuthPage({ title, intro, crumbs, children }: AuthPageProps) {
  return (
    <Stack gap="lg" maw={560} py={crumbs ? "lg" : "xl"}>
      {crumbs && <Breadcrumbs items={crumbs} />}
      <div>
        <Title order={1}>{title}</Title>
        {intro && <Text mt="sm">{intro}</Text>}
      </div>
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "xl" }}>
        {children}
      </Paper>
    </Stack>
  );
}
