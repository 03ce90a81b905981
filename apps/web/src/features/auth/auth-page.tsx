import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the access pages: one h1, a short introduction, the form on a card. */
export function AuthPage({ title, intro, children }: AuthPageProps) {
  return (
    <Stack gap="lg" maw={560} py="xl">
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
