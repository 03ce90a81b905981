import { Box, Group, Text } from "@mantine/core";
import { riskSegments, type Scheme } from "@portal/domain";
import { useTranslation } from "../lib/use-translation.tsx";

/** Low (green) to high (red); the 5-segment spectrum of the employer scheme adds a step. */
export const RISK_COLOURS: Record<number, string[]> = {
  4: ["#2f9e44", "#a9c23f", "#f08c00", "#c92a2a"],
  5: ["#2f9e44", "#82c91e", "#fab005", "#f76707", "#c92a2a"],
};

/** The names of the spectrum's segments, low to high: 4 levels, or the employer scheme's 5. */
const RISK_LEVELS = ["LOW", "MODERATE", "MODERATE TO HIGH", "HIGH"] as const;

/** A fund's risk level as the server names it (LOW to HIGH) in words; one the portal does not know, as it is. */
export function useRiskLevelLabel(): (invRskNm: string) => string {
  const { t } = useTranslation();
  return (invRskNm) => {
    const level = RISK_LEVELS.find((known) => known === invRskNm.trim().toUpperCase().replace(/\s+/g, " "));
    return level ? t(`risk.levels.${level}`) : invRskNm;
  };
}

export function useRiskLabels(total: number): string[] {
  const { t } = useTranslation();
  return total === 5
    ? (t("risk.smpLevels", { returnObjects: true }) as string[])
    : RISK_LEVELS.map((level) => t(`risk.levels.${level}`));
}

/**
 * Part 2 §2.3/§2.4: a risk spectrum bar from Low to High, 4 segments (5 for the employer scheme).
 * `highlight` marks the segments the account's funds fall in.
 */
export function RiskSpectrum({ scheme, highlight = [] }: { scheme: Scheme; highlight?: readonly number[] }) {
  const { t } = useTranslation();
  const total = riskSegments(scheme);
  const colours = RISK_COLOURS[total] ?? RISK_COLOURS[4] ?? [];
  const labels = useRiskLabels(total);
  return (
    <Box role="group" aria-label={t("risk.spectrum")}>
      <Group gap={4} wrap="nowrap" role="list">
        {colours.map((colour, index) => (
          <Box
            key={colour}
            role="listitem"
            aria-label={`${labels[index] ?? ""} (${t("risk.segment", { n: index + 1, total })})`}
            aria-current={highlight.includes(index) ? "true" : undefined}
            data-segment={index}
            style={{
              flex: 1,
              height: highlight.includes(index) ? 14 : 10,
              background: colour,
              borderRadius: 3,
              opacity: highlight.length === 0 || highlight.includes(index) ? 1 : 0.45,
              outline: highlight.includes(index) ? "2px solid #1b2b4b" : undefined,
              outlineOffset: 1,
            }}
          />
        ))}
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t("risk.low")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("risk.high")}
        </Text>
      </Group>
    </Box>
  );
}
