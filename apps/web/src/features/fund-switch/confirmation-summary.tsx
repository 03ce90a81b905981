import { Stack, Table, Text, Title } from "@mantine/core";
import {
  type ContributionType,
  cutOffClockTime,
  formatLongDate,
  formatMoney,
  type Language,
  type PercentLine,
  type SwitchFundVo,
  type SwitchOptionsResponse,
} from "@portal/domain";
import { DetailsList } from "../../components/details-list.tsx";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useFreshSwitchOptions } from "./api/switch-options.ts";
import type { SwitchOutChoice } from "./draft.ts";
import type { FundSwitchT } from "./translation.ts";
import {
  allocationComparison,
  choicePercent,
  currentAllocationOf,
  estimateFor,
  type SwitchOutRow,
} from "./wizard-model.ts";

export interface SummaryRow {
  key: number;
  fund: string;
  /** Figures in the row's other columns, already formatted. */
  figures: readonly string[];
}

/** One side of the instruction (switch out, switch in, allocation) as a small table of figures. */
export function SummaryTable({
  title,
  columns,
  rows,
  t,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly SummaryRow[];
  t: FundSwitchT;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {/* Two or three columns: the table fits a 320 px phone, the fund names and headings wrapping,
          so the member sees every figure they confirm; the hint if a long one still does not. */}
      <ScrollTable minWidth={0} label={title} hint={t("scrollHint")}>
        <Table withTableBorder striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("confirmation.columns.fund")}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" className={figures.num}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-fund={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.fund}
                </Table.Th>
                {row.figures.map((figure, index) => (
                  <Table.Td key={columns[index] ?? index} className={figures.num}>
                    {figure}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/** §4.4 / §9: the cut-off text, from the server's cut-off hour (0: always the next dealing day). */
export function CutOffNote({ cutOffHours, t }: { cutOffHours: number; t: FundSwitchT }) {
  return (
    <Text size="sm" c="dimmed">
      {cutOffHours === 0
        ? t("confirmation.cutOffNone")
        : t("confirmation.cutOff", { time: cutOffClockTime(cutOffHours) })}
    </Text>
  );
}

/** A fund's name in the page's language, by its number among the options' funds. */
function fundName(funds: readonly SwitchFundVo[], invTypeNmbr: number, language: Language): string {
  const fund = funds.find((candidate) => candidate.invTypeNmbr === invTypeNmbr);
  return fund ? fundDisplayName(fund, language) : String(invTypeNmbr);
}

/**
 * The confirmation's summary of a fund switch: contribution type, the expected dealing date (asked
 * of the server again as the step opens, and shown from that answer), the cut-off rule, what is
 * switched out (with the estimated amounts) and into what.
 */
export function FundSwitchSummary({
  options,
  rows,
  choices,
  switchIn,
  typeLabel,
  auditorDeclared,
  language,
  t,
}: {
  options: SwitchOptionsResponse;
  rows: readonly SwitchOutRow[];
  choices: Readonly<Record<string, SwitchOutChoice>>;
  switchIn: readonly PercentLine[];
  typeLabel: string;
  auditorDeclared: boolean;
  language: Language;
  t: FundSwitchT;
}) {
  const { t: common } = useTranslation();
  const fresh = useFreshSwitchOptions();
  const current = fresh.data ?? options;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <DetailsList
          rows={[
            { key: "contributionType", label: t("confirmation.contributionType"), value: typeLabel },
            {
              key: "dealingDate",
              label: t("confirmation.dealingDate"),
              value: (
                <span data-testid="dealing-date">
                  {fresh.isFetching
                    ? common("loading")
                    : formatLongDate(current.expectedDealingDate, language)}
                </span>
              ),
            },
          ]}
        />
        <CutOffNote cutOffHours={current.cutOffHours} t={t} />
      </Stack>
      <SummaryTable
        title={t("confirmation.outTitle")}
        columns={[t("confirmation.columns.percent"), t("confirmation.columns.estimate")]}
        rows={rows.flatMap((row) => {
          const choice = choices[row.fund.invTypeNmbr];
          if (!choice || row.blocked !== null) return [];
          const estimate = estimateFor(row, choice);
          return [
            {
              key: row.fund.invTypeNmbr,
              fund: fundDisplayName(row.fund, language),
              figures: [
                choice.mode === "all" ? t("confirmation.all") : `${choicePercent(choice)}%`,
                estimate === null ? "—" : formatMoney(estimate, row.fund.currency),
              ],
            },
          ];
        })}
        t={t}
      />
      <SummaryTable
        title={t("confirmation.inTitle")}
        columns={[t("confirmation.columns.allocation")]}
        rows={switchIn.map((line) => ({
          key: line.invTypeNmbr,
          fund: fundName(options.funds, line.invTypeNmbr, language),
          figures: [`${line.percent}%`],
        }))}
        t={t}
      />
      <Text size="xs" c="dimmed">
        {t("switchOut.estimateNote")}
      </Text>
      {auditorDeclared && <Text size="sm">{t("confirmation.auditorMade")}</Text>}
    </Stack>
  );
}

/**
 * The confirmation's summary of a change of future allocation (§3.6 "old and new investment
 * direction"): every fund in the allocation in force or in the new one, with both percentages
 * (0% where a fund has none). The options are asked for again as the step opens, so the
 * allocation in force is the server's of now.
 */
export function FutureAllocationSummary({
  options,
  contributionType,
  allocation,
  typeLabel,
  language,
  t,
}: {
  options: SwitchOptionsResponse;
  contributionType: ContributionType;
  allocation: readonly PercentLine[];
  typeLabel: string;
  language: Language;
  t: FundSwitchT;
}) {
  const fresh = useFreshSwitchOptions();
  const current = fresh.data ?? options;
  const rows = allocationComparison(
    current.funds,
    currentAllocationOf(current, contributionType),
    allocation,
  );
  return (
    <Stack gap="md">
      <DetailsList
        rows={[{ key: "contributionType", label: t("confirmation.contributionType"), value: typeLabel }]}
      />
      <SummaryTable
        title={t("confirmation.allocationTitle")}
        columns={[t("future.columns.current"), t("future.columns.allocation")]}
        rows={rows.map((row) => ({
          key: row.invTypeNmbr,
          fund: fundName(current.funds, row.invTypeNmbr, language),
          figures: [`${row.current}%`, `${row.next}%`],
        }))}
        t={t}
      />
    </Stack>
  );
}
