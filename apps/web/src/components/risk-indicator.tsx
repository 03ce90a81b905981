import { riskSegmentOf, riskSegments, type Scheme } from "@portal/domain";
import classes from "./risk-indicator.module.css";
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
    <div className={classes.risk} data-risk-segment={segment}>
      <span aria-hidden="true" className={classes.dot} style={{ background: colour }} />
      <span className={classes.label}>{labels[segment] ?? fund.invRskNm}</span>
    </div>
  );
}
