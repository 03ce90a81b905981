import { Center, Loader, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../lib/use-translation.tsx";

/** The spinner shown while a page or its data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
    </Center>
  );
}
