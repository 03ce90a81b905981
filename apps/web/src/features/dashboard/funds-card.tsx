import { Box, Card, Stack, Table, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  type FundSortKey,
  formatLongDate,
  formatMoney,
  formatNumber,
  type HoldingVo,
  labelPrefix,
  nextSort,
  riskSegmentOf,
  type Scheme,
  type SortDirection,
  sortFundValues,
} from "@portal/domain";
import { useId, useMemo, useState } from "react";
import { AfterFirstPaint } from "../../components/after-first-paint.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { RiskSpectrum } from "../../components/risk-spectrum.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";

interface Sort {
  key: FundSortKey;
  direction: SortDirection;
}

/** Largest holding first until the member chooses otherwise. */
const INITIAL_SORT: Sort = { key: "percent", direction: "desc" };

function ariaSort(sort: Sort, key: FundSortKey): "ascending" | "descending" | "none" {
  if (sort.key !== key) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

/**
 * Part 2 §2.3 funds list: each fund with value above zero, its risk level, holding % and current
 * value; the % and value columns sort, each click alternating (the domain's nextSort). Below it
 * the risk spectrum with the held funds' levels highlighted.
 */
export function FundsCard({
  holdings,
  scheme,
  currency,
  asAtDate,
}: {
  holdings: readonly HoldingVo[];
  scheme: Scheme;
  currency: string;
  asAtDate: string;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const [sort, setSort] = useState<Sort>(INITIAL_SORT);
  const titleId = useId();
  const rows = useMemo(() => sortFundValues(holdings, sort.key, sort.direction), [holdings, sort]);
  const highlight = useMemo(
    () => [...new Set(rows.map((fund) => riskSegmentOf(scheme, fund)))].sort((a, b) => a - b),
    [rows, scheme],
  );

  const header = (key: FundSortKey, label: string) => {
    const state = ariaSort(sort, key);
    return (
      <Table.Th aria-sort={state} className={figures.num} scope="col">
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => setSort((current) => nextSort(current, key))}
        >
          {label}
          <span aria-hidden="true">{state === "ascending" ? "▲" : state === "descending" ? "▼" : "↕"}</span>
          {state !== "none" && (
            <VisuallyHidden>
              {state === "ascending" ? t("funds.sortAscending") : t("funds.sortDescending")}
            </VisuallyHidden>
          )}
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("funds.title")}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t("funds.empty")}</Text>
        ) : (
          <ScrollTable
            minWidth={300}
            caption={t("funds.caption", { date: formatLongDate(asAtDate, language) })}
          >
            <Table
              verticalSpacing="sm"
              highlightOnHover
              className={`${figures.stickyFirst} ${classes.fundsTable}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("funds.fund")}</Table.Th>
                  {header("percent", t("funds.percent"))}
                  {header("value", t("funds.value"))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((fund) => (
                  <Table.Tr key={fund.invTypeNmbr} data-fund={fund.invTypeNmbr}>
                    <Table.Th scope="row" fw={500}>
                      {/* Plain elements in the rows: each Mantine component is a render of its own. */}
                      <span className={classes.fundName}>
                        {fundDisplayName(
                          { legalNm: fund.invTypeLegalName, othLegalNm: fund.othLegalNm },
                          language,
                        )}
                      </span>
                      <div className={classes.fundRisk}>
                        <VisuallyHidden>{labelPrefix(t("funds.risk"), language)}</VisuallyHidden>
                        <RiskIndicator scheme={scheme} fund={fund} />
                      </div>
                    </Table.Th>
                    <Table.Td className={figures.num}>{formatNumber(fund.fundPercent)}%</Table.Td>
                    <Table.Td className={figures.num}>{formatMoney(fund.investmentAmt, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {/* Below the funds table: in a task of its own on a page load. */}
        <AfterFirstPaint>
          <Box>
            <Title order={3} size="h5" mb={4}>
              {t("funds.spectrumTitle")}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {t("funds.spectrumHint")}
            </Text>
            <RiskSpectrum scheme={scheme} highlight={highlight} />
          </Box>
        </AfterFirstPaint>
      </Stack>
    </Card>
  );
}
