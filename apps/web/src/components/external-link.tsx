import { Anchor, type AnchorProps, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation.tsx";

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/** A link to another site: opens in a new tab, says so to screen readers, and shares no opener. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor target="_blank" rel="noopener noreferrer" {...props}>
      {children} <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
    </Anchor>
  );
}
