import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { type FundSummaryVo, formatLongDate, formatMoney, type Language, type Scheme } from "@portal/domain";
import { useId } from "react";
import { Link } from "react-router";
import type { FeatureT } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import type en from "../../locales/en/funds.json";
import { RETURN_FIELDS, type ReturnKey } from "./fund-list.ts";
import classes from "./funds.module.css";
import { ReturnFigure } from "./return-figure.tsx";

const CARD_RETURNS: readonly ReturnKey[] = ["ytd", "1y", "3y", "5y"];

/** The fund fact sheet of one fund (part 2 §2.6: /fundFactSheet?invTypeNmbr=N). */
export function factSheetPath(invTypeNmbr: number): string {
  return `/fundFactSheet?invTypeNmbr=${invTypeNmbr}`;
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
  t,
}: {
  fund: FundSummaryVo;
  scheme: Scheme;
  decimals: number;
  language: Language;
  highlighted: boolean;
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
          <VisuallyHidden>{t("list.risk")}: </VisuallyHidden>
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
        <Anchor component={Link} to={factSheetPath(fund.invTypeNmbr)} fw={600} size="sm" mt="auto">
          {t("list.viewDetails")}
          <VisuallyHidden>: {name}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}
