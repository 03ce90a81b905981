import { Box, Stack, Text, Title } from "@mantine/core";
import { riskSegments, type Scheme } from "@portal/domain";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { RISK_COLOURS, RiskSpectrum, useRiskLabels } from "../../components/risk-spectrum.tsx";
import type en from "../../locales/en/funds.json";
import classes from "./funds.module.css";

/** Part 2 §2.6: the risk spectrum legend under the fund list: 4 levels, 5 for the employer scheme. */
export function RiskLegend({ scheme }: { scheme: Scheme }) {
  const { t } = useFeatureTranslation<typeof en>("funds");
  const total = riskSegments(scheme);
  const labels = useRiskLabels(total);
  const colours = RISK_COLOURS[total] ?? RISK_COLOURS[4] ?? [];
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t("notes.legendTitle")}
      </Title>
      <Text size="xs" c="dimmed">
        {t("notes.legendHint")}
      </Text>
      <Box maw={480}>
        <RiskSpectrum scheme={scheme} />
      </Box>
      <ol className={classes.legend}>
        {labels.map((label, index) => (
          <li key={label}>
            <Box aria-hidden className={classes.swatch} style={{ background: colours[index] }} />
            {label}
          </li>
        ))}
      </ol>
    </Stack>
  );
}
