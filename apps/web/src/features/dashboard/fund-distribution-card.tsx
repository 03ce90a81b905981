import { Anchor, Box, Button, Card, Center, Collapse, Grid, Group, Loader, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { donutSlices, formatNumber, type HoldingVo } from "@portal/domain";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { WhenVisible } from "../../components/when-visible.tsx";
import { Link, useNavigate } from "../../lib/router.tsx";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";
import type { DonutDatum } from "./donut-chart.tsx";

// ECharts is large: it loads with this card only, never with the landing page.
const DonutChart = lazy(() => import("./donut-chart.tsx"));

const chartLoader = (
  <Center h={220}>
    <Loader size="sm" aria-hidden />
  </Center>
);

/** Five named slices and Others (part 2 §9: Others takes colour 6). */
export const SLICE_COLOURS = ["#0e7380", "#2f559c", "#d9480f", "#7048e8", "#2b8a3e", "#868e96"] as const;
const OTHERS_COLOUR = SLICE_COLOURS[5];

/** Phones (below Mantine's sm breakpoint) may fold the card; it starts folded there. */
const PHONE_QUERY = "(max-width: 47.99em)";

export const BALANCE_BY_FUND_PATH = "/accountBalanceByFund";

interface LegendEntry {
  key: string;
  name: string;
  percent: string;
  colour: string;
  /** The fund to open in fund info; none for Others. */
  invTypeNmbr: number | null;
}

/**
 * Part 2 §2.3 fund distribution: a donut of the top 5 funds plus Others, and a legend list that is
 * its text alternative. A legend entry opens the fund's prices and performance; the donut and the
 * card title open the balance by fund. On a phone the card folds behind a toggle button.
 */
export function FundDistributionCard({ holdings }: { holdings: readonly HoldingVo[] }) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const navigate = useNavigate();
  // Read at once (no server rendering here), so a phone never flashes the open card.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(!isPhone);
  const contentId = useId();
  const titleId = useId();

  useEffect(() => setOpened(!isPhone), [isPhone]);

  const legend = useMemo<LegendEntry[]>(() => {
    const byNumber = new Map(holdings.map((h) => [h.invTypeNmbr, h]));
    return donutSlices(holdings).map((slice, index) => {
      if (slice.kind === "others") {
        return {
          key: "others",
          name: t("distribution.others"),
          percent: slice.percent,
          colour: OTHERS_COLOUR,
          invTypeNmbr: null,
        };
      }
      const fund = byNumber.get(slice.invTypeNmbr);
      return {
        key: String(slice.invTypeNmbr),
        name: fund
          ? fundDisplayName({ legalNm: fund.invTypeLegalName, othLegalNm: fund.othLegalNm }, language)
          : String(slice.invTypeNmbr),
        percent: slice.percent,
        colour: SLICE_COLOURS[index] ?? OTHERS_COLOUR,
        invTypeNmbr: slice.invTypeNmbr,
      };
    });
  }, [holdings, language, t]);

  const chartData = useMemo<DonutDatum[]>(
    () =>
      legend.map((entry) => ({
        name: entry.name,
        value: Number(entry.percent),
        colour: entry.colour,
        label: `${formatNumber(entry.percent)}%`,
      })),
    [legend],
  );

  const expanded = opened || !isPhone;
  // Folded on a phone at first: its content is built only once the member opens it (a page load
  // then builds a third less of the dashboard's parts, issue 17), and kept for the fold's animation.
  const built = useRef(false);
  if (expanded) built.current = true;

  return (
    <Card
      withBorder
      shadow="xs"
      padding="lg"
      radius="md"
      h="100%"
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={BALANCE_BY_FUND_PATH} inherit>
            {t("distribution.title")}
          </Anchor>
        </Title>
        {isPhone && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpened((value) => !value)}
            aria-expanded={expanded}
            aria-controls={contentId}
          >
            {expanded ? t("distribution.hide") : t("distribution.show")}
          </Button>
        )}
      </Group>
      <Collapse expanded={expanded} id={contentId}>
        {!built.current ? null : legend.length === 0 ? (
          <Text c="dimmed" mt="md">
            {t("distribution.empty")}
          </Text>
        ) : (
          <Grid mt="md" gap="lg" align="center">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <WhenVisible placeholder={chartLoader}>
                <Suspense fallback={chartLoader}>
                  <DonutChart data={chartData} onSelect={() => navigate(BALANCE_BY_FUND_PATH)} />
                </Suspense>
              </WhenVisible>
              <Text size="xs" c="dimmed" ta="center" mt={4}>
                {t("distribution.chartHint")}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <ul aria-label={t("distribution.legend")} className={classes.legend}>
                {legend.map((entry) => (
                  <li key={entry.key} className={classes.legendItem}>
                    <span className={classes.legendName}>
                      <Box aria-hidden className={classes.swatch} style={{ background: entry.colour }} />
                      {entry.invTypeNmbr === null ? (
                        <Text size="sm" span>
                          {entry.name}
                        </Text>
                      ) : (
                        <Anchor
                          component={Link}
                          to={`/fundInfo?fund=${entry.invTypeNmbr}`}
                          state={{ invTypeNmbr: entry.invTypeNmbr }}
                          size="sm"
                        >
                          {entry.name}
                        </Anchor>
                      )}
                    </span>
                    <Text size="sm" fw={600} span className={figures.num}>
                      {formatNumber(entry.percent)}%
                    </Text>
                  </li>
                ))}
              </ul>
            </Grid.Col>
          </Grid>
        )}
      </Collapse>
    </Card>
  );
}
