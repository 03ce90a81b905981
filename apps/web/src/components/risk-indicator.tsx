import { Box, Group, Text } from "@mantine/core";
import { riskSegmentOf, riskSegments, type Scheme } from "@portal/domain";
import { RISK_COLOURS, useRiskLabels } from "./risk-spectrum.tsx";

/**
 * A fund's risk level: a dot in the spectrum's colour of its segment and the level in words (the
 * colour is never the only sign). 4 levels, 5 for the employer scheme (part 2 §2.3, §9).
 */
export function RiskIndicator({
  scheme,
  fund,
}: {
  scheme: Scheme;
  fund: { invRskNm: string; riskClass: number };
}) {
  const total = riskSegments(scheme);
  const labels = useRiskLabels(total);
  const segment = riskSegmentOf(scheme, fund);
  const colour = (RISK_COLOURS[total] ?? RISK_COLOURS[4])?.[segment] ?? "#868e96";
  return (
    <Group gap={6} wrap="nowrap" data-risk-segment={segment}>
      <Box aria-hidden w={10} h={10} style={{ borderRadius: "50%", background: colour, flex: "none" }} />
      <Text size="xs" c="dimmed">
        {labels[segment] ?? fund.invRskNm}
      </Text>
    </Group>
  );
}
