import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  type FundSummaryVo,
  formatLongDate,
  formatMoney,
  type Language,
  labelPrefix,
  type Scheme,
} from "@portal/domain";
import { useId } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { Link } from "../../lib/router.tsx";
import type en from "../../locales/en/funds.json";
import { CompareToggle } from "./compare-choice.tsx";
import { CHOOSING_PARAM, formatFundList } from "./compare-selection.ts";
import { RETURN_FIELDS, type ReturnKey } from "./fund-list.ts";
import classes from "./funds.module.css";
import { ReturnFigure } from "./return-figure.tsx";

const CARD_RETURNS: readonly ReturnKey[] = ["ytd", "1y", "3y", "5y"];

/**
 * The fund fact sheet of one fund (part 2 §2.6: /fundFactSheet?invTypeNmbr=N), with the funds
 * being chosen to compare, if any (so the choice goes on there).
 */
export function factSheetPath(invTypeNmbr: number, comparing: readonly number[] = []): string {
  const choice = comparing.length > 0 ? `&${CHOOSING_PARAM}=${formatFundList(comparing)}` : "";
  return `/fundFactSheet?invTypeNmbr=${invTypeNmbr}${choice}`;
}

/** The card's "Compare" tick box: whether the fund is chosen, and the toggle. */
export interface CardCompare {
  chosen: readonly number[];
  onToggle: (invTypeNmbr: number) => void;
}

/**
 * One fund of the list (part 2 §2.6): name in the page's language, NEW label, unit price with its
 * currency at the scheme's decimals, risk level, as-of date, YTD / 1 / 3 / 5-year cumulative
 * returns (N/A when missing) and the way to its fact sheet.
 */
export function FundCard({
  fund,
  scheme,
  decimals,
  language,
  highlighted,
  compare,
  t,
}: {
  fund: FundSummaryVo;
  scheme: Scheme;
  decimals: number;
  language: Language;
  highlighted: boolean;
  compare?: CardCompare;
  t: FeatureT<typeof en>;
}) {
  const titleId = useId();
  const name = fundDisplayName(fund, language);
  const na = t("notAvailable");
  return (
    <Card
      withBorder
      shadow="xs"
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      id={`fund-${fund.invTypeNmbr}`}
      tabIndex={highlighted ? -1 : undefined}
      className={classes.fundCard}
      data-highlighted={highlighted || undefined}
      data-fund={fund.invTypeNmbr}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {name}
            {highlighted && <VisuallyHidden> ({t("list.highlighted")})</VisuallyHidden>}
          </Title>
          {fund.isNew && (
            <Badge color="red.9" variant="filled" size="sm" flex="none">
              <span aria-hidden="true">{t("list.new")}</span>
              <VisuallyHidden>{t("list.newFund")}</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Box>
          <VisuallyHidden>{labelPrefix(t("list.risk"), language)}</VisuallyHidden>
          <RiskIndicator scheme={scheme} fund={fund} />
        </Box>
        <dl className={classes.priceLine}>
          <div>
            <dt>{t("list.unitPrice", { currency: fund.currencyTypeNm })}</dt>
            <dd className={figures.num} data-testid="unit-price">
              {fund.unitPrice === null ? na : formatMoney(fund.unitPrice, fund.currencyTypeNm, decimals)}
            </dd>
          </div>
        </dl>
        <Text size="xs" c="dimmed" mt={-8} data-field="asOfDate">
          {fund.asOfDate ? t("list.asOf", { date: formatLongDate(fund.asOfDate, language) }) : na}
        </Text>
        <Box>
          <Text size="xs" c="dimmed" mb={4}>
            {t("list.performance")}
          </Text>
          <dl className={classes.returnsGrid}>
            {CARD_RETURNS.map((key) => (
              <div key={key}>
                <dt>{t(`list.periods.${key}`)}</dt>
                <dd data-testid={`return-${key}`}>
                  <ReturnFigure value={fund[RETURN_FIELDS[key]]} notAvailable={na} size="sm" />
                </dd>
              </div>
            ))}
          </dl>
        </Box>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap" className={classes.cardFooter}>
          <Anchor component={Link} to={factSheetPath(fund.invTypeNmbr, compare?.chosen)} fw={600} size="sm">
            {t("list.viewDetails")}
            <VisuallyHidden>: {name}</VisuallyHidden>
          </Anchor>
          {compare && (
            <CompareToggle
              fundName={name}
              checked={compare.chosen.includes(fund.invTypeNmbr)}
              onToggle={() => compare.onToggle(fund.invTypeNmbr)}
              t={t}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
