import { Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { type FundCompareResponse, type Language, labelPrefix, type Scheme } from "@portal/domain";
import { Fragment, type ReactNode } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type en from "../../locales/en/funds.json";
import { COMPARE_ROW_GROUPS, type CompareRow } from "./compare-rows.ts";
import { LineSwatch } from "./compare-swatch.tsx";
import classes from "./funds.module.css";
import { ReturnFigure } from "./return-figure.tsx";

type T = FeatureT<typeof en>;

const BEST = "\u25B2";
const WORST = "\u25BC";

/** The legend of the marks: an arrow and a word each, never colour alone. */
export function MarkLegend({ t, language }: { t: T; language: Language }) {
  return (
    <Text size="sm" c="dimmed" data-testid="mark-legend">
      {labelPrefix(t("compare.table.legend"), language)}
      <span className={classes.legendItem}>
        <span aria-hidden="true" className={classes.mark}>
          {BEST}
        </span>{" "}
        {t("compare.table.best")}
      </span>
      {t("compare.table.separator")}
      <span className={classes.legendItem}>
        <span aria-hidden="true" className={classes.mark}>
          {WORST}
        </span>{" "}
        {t("compare.table.worst")}
      </span>
    </Text>
  );
}

function Cell({
  row,
  index,
  fund,
  scheme,
  t,
}: {
  row: CompareRow;
  index: number;
  fund: FundCompareResponse["funds"][number];
  scheme: Scheme;
  t: T;
}) {
  const cell = row.cells[index];
  if (!cell) return <Table.Td />;
  const best = row.marks.best.includes(index);
  const worst = row.marks.worst.includes(index);
  let content: ReactNode = cell.text;
  if (row.kind === "return")
    content = <ReturnFigure value={cell.value} notAvailable={t("notAvailable")} percent={false} size="sm" />;
  else if (row.kind === "riskLevel") content = <RiskIndicator scheme={scheme} fund={fund} />;
  const numeric = row.kind === "return" || row.better !== undefined;
  return (
    <Table.Td
      className={[numeric ? figures.num : "", best ? classes.best : "", worst ? classes.worst : ""]
        .join(" ")
        .trim()}
      data-mark={best ? "best" : worst ? "worst" : undefined}
    >
      {content}
      {best && (
        <>
          <span aria-hidden="true" className={classes.mark}>
            {BEST}
          </span>
          <VisuallyHidden> {t("compare.table.bestInRow")}</VisuallyHidden>
        </>
      )}
      {worst && (
        <>
          <span aria-hidden="true" className={classes.mark}>
            {WORST}
          </span>
          <VisuallyHidden> {t("compare.table.worstInRow")}</VisuallyHidden>
        </>
      )}
    </Table.Td>
  );
}

/**
 * The compare table (issue 18): the funds as columns (each with its chart line's key and a
 * remove button), the figures as rows in groups, the best and worst of each judged row marked by
 * an arrow, hidden words and a tint. In a ScrollTable: a named region that scrolls sideways (and
 * takes the keyboard's focus while it does), the row names staying in view on a phone.
 */
export function CompareTable({
  data,
  rows,
  caption,
  scheme,
  language,
  onRemove,
  t,
}: {
  data: FundCompareResponse;
  rows: readonly CompareRow[];
  caption: string;
  scheme: Scheme;
  language: Language;
  onRemove: (invTypeNmbr: number) => void;
  t: T;
}) {
  const { funds } = data;
  return (
    <Stack gap="xs">
      <MarkLegend t={t} language={language} />
      <ScrollTable minWidth={200 + funds.length * 150} caption={caption} hint={t("compare.table.scrollHint")}>
        <Table
          className={`${figures.stickyFirst} ${classes.compareTable}`}
          verticalSpacing="xs"
          data-testid="compare-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("compare.table.figure")}</Table.Th>
              {funds.map((fund, index) => {
                const name = fundDisplayName(fund, language);
                return (
                  <Table.Th scope="col" key={fund.invTypeNmbr} data-fund={fund.invTypeNmbr}>
                    <Stack gap={4} align="flex-start">
                      <Group gap={6} wrap="nowrap" align="baseline">
                        <LineSwatch index={index} />
                        <span>{name}</span>
                      </Group>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.9"
                        onClick={() => onRemove(fund.invTypeNmbr)}
                        aria-label={t("compare.table.removeFund", { fund: name })}
                      >
                        {t("compare.table.remove")}
                      </Button>
                    </Stack>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          {COMPARE_ROW_GROUPS.map((group) => {
            const groupRows = rows.filter((row) => row.group === group);
            if (groupRows.length === 0) return null;
            return (
              <Table.Tbody key={group}>
                <Table.Tr className={classes.groupRow}>
                  <Table.Th scope="rowgroup" colSpan={funds.length + 1}>
                    {t(`compare.table.groups.${group}`)}
                  </Table.Th>
                </Table.Tr>
                {groupRows.map((row) => (
                  <Table.Tr key={row.key} data-row={row.key}>
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    {funds.map((fund, index) => (
                      <Fragment key={fund.invTypeNmbr}>
                        <Cell row={row} index={index} fund={fund} scheme={scheme} t={t} />
                      </Fragment>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            );
          })}
        </Table>
      </ScrollTable>
    </Stack>
  );
}
