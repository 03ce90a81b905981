import { Stack, Table, Text } from "@mantine/core";
import type { FundInfoDetailResponse, PeriodReturnVo } from "@portal/domain";
import { AfterFirstPaint } from "../../components/after-first-paint.tsx";
import type { FeatureT } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type en from "../../locales/en/funds.json";
import { ReturnFigure } from "./return-figure.tsx";

/** Part 2 §2.6 returns periods, in the table's order: 1 and 3 months, YTD, 1, 3, 5, 10 years, since inception. */
export const TABLE_PERIODS = ["1M", "3M", "YTD", "1Y", "3Y", "5Y", "10Y", "SI"] as const;
type TablePeriod = (typeof TABLE_PERIODS)[number];

type T = FeatureT<typeof en>;

function ReturnsRow({
  label,
  cells,
  t,
}: {
  label: string;
  cells: readonly { key: string; value: string | null | undefined }[];
  t: T;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      {cells.map(({ key, value }) => (
        <Table.Td key={key} className={figures.num}>
          <ReturnFigure value={value} notAvailable={t("notAvailable")} percent={false} size="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * Part 2 §2.6 fund returns: cumulative (only once the fund has 6 months of track record, else a
 * note), annualised, and the index's cumulative return where the data has one; then the
 * calendar-year returns of the last 5 years, fund and index.
 */
export function FundReturns({ data, t }: { data: FundInfoDetailResponse; t: T }) {
  const byPeriod = new Map<string, PeriodReturnVo>(data.returns.map((row) => [row.period, row]));
  const column = (pick: (row: PeriodReturnVo) => string | null) =>
    TABLE_PERIODS.map((period: TablePeriod) => {
      const row = byPeriod.get(period);
      return { key: period, value: row ? pick(row) : null };
    });
  const hasIndex = TABLE_PERIODS.some((period) => byPeriod.get(period)?.indexCumulative != null);
  const years = data.calendarYears.slice(0, 5);
  const hasYearIndex = years.some((year) => year.index !== null);
  const indexLabel = data.fund.indexName
    ? t("detail.returns.indexNamed", { index: data.fund.indexName })
    : t("detail.returns.index");

  return (
    <Stack gap="lg">
      <ScrollTable minWidth={760} caption={t("detail.returns.caption")} hint={t("detail.returns.scrollHint")}>
        <Table withTableBorder className={figures.stickyFirst} data-testid="returns-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("detail.returns.row")}</Table.Th>
              {TABLE_PERIODS.map((period) => (
                <Table.Th key={period} scope="col" className={figures.num}>
                  {t(`detail.returns.periods.${period}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.cumulativeShown && (
              <ReturnsRow label={t("detail.returns.cumulative")} cells={column((r) => r.cumulative)} t={t} />
            )}
            <ReturnsRow label={t("detail.returns.annualised")} cells={column((r) => r.annualised)} t={t} />
            {data.cumulativeShown && hasIndex && (
              <ReturnsRow label={indexLabel} cells={column((r) => r.indexCumulative)} t={t} />
            )}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {!data.cumulativeShown && (
        <Text size="sm" data-testid="cumulative-hidden">
          {t("detail.returns.cumulativeHidden")}
        </Text>
      )}
      {/* Below the returns table: in a task of its own on a page load (issue 17). */}
      <AfterFirstPaint>
        {years.length > 0 && (
          <ScrollTable
            minWidth={480}
            caption={t("detail.returns.calendarCaption")}
            hint={t("detail.returns.scrollHint")}
          >
            <Table withTableBorder className={figures.stickyFirst} data-testid="calendar-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("detail.returns.row")}</Table.Th>
                  {years.map((year) => (
                    <Table.Th key={year.year} scope="col" className={figures.num}>
                      {year.year}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <ReturnsRow
                  label={t("detail.returns.fund")}
                  cells={years.map((year) => ({ key: String(year.year), value: year.fund }))}
                  t={t}
                />
                {hasYearIndex && (
                  <ReturnsRow
                    label={t("detail.returns.indexRow")}
                    cells={years.map((year) => ({ key: String(year.year), value: year.index }))}
                    t={t}
                  />
                )}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Text size="xs" c="dimmed">
          {t("detail.returns.note")}
        </Text>
      </AfterFirstPaint>
    </Stack>
  );
}
