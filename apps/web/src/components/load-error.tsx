import { Alert, type AlertProps, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/use-translation.tsx";

interface LoadErrorProps {
  /** The alert's title: "We could not load this page" unless a page says it its own way; null for none. */
  title?: string | null;
  /** What went wrong and what to do; the generic text unless given; null for none. */
  message?: string | null;
  /** What the button does (ask again, reload); no button without it. */
  onRetry?: () => void;
  /** The button's words: "Try again" unless given. */
  retryLabel?: string;
  /** The button shows it is busy while the call is asked again. */
  retrying?: boolean;
  w?: AlertProps["w"];
}

/**
 * The one "could not load / Try again" panel of the portal: a page, a section or the route tree's
 * error boundary shows it when what it shows could not be loaded. Announced when it appears
 * (role="alert"), with a real button.
 */
export function LoadError({ title, message, onRetry, retryLabel, retrying, w }: LoadErrorProps) {
  const { t } = useTranslation();
  const heading = title === undefined ? t("loadError.title") : title;
  const text = message === undefined ? t("loadError.message") : message;
  return (
    <Alert role="alert" color="red.8" variant="outline" title={heading ?? undefined} w={w}>
      <Stack gap="sm" align="flex-start">
        {text && <Text size="sm">{text}</Text>}
        {onRetry && (
          <Button size="compact-sm" variant="outline" color="red.8" onClick={onRetry} loading={retrying}>
            {retryLabel ?? t("loadError.retry")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
