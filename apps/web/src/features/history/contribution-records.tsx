import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  CONTRIBUTION_DETAILS_PAGE,
  type ContributionBreakdownItemKey,
  type ContributionRecordVo,
  contributionBreakdowns,
  formatLongDate,
  formatMoney,
  formatNumber,
  type Language,
} from "@portal/domain";
import Decimal from "decimal.js";
import { Fragment, useEffect, useId, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { recordAccess } from "../../lib/api/record.ts";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/history.json";
import { type HistoryT, moneyTypeLabel } from "./labels.ts";

/** Part 2 §2.1: opening a record's details is logged as "Contribution Details" with the sub-path /details. */

/**
 * The list's optional split columns, shown when any record of the range has that money, under the
 * grouping they belong to: the payers' amounts and the types' amounts each add up to the total with
 * any surcharge (contributionBreakdowns), so the two groups are headed apart and the surcharge
 * stands on its own, rather than side by side where a member could add across them.
 */
const LIST_GROUPS = [
  { key: "bySource", splits: ["employer", "member"] },
  { key: "byType", splits: ["mandatory", "voluntary"] },
] as const;
type ListSplit = (typeof LIST_GROUPS)[number]["splits"][number] | "surcharge";

function hasMoney(value: string): boolean {
  return !new Decimal(value).isZero();
}

function isHkdAtPar(record: ContributionRecordVo): boolean {
  return record.currency === "HKD" && new Decimal(record.exchangeRate).eq(1);
}

function RecordDetails({
  record,
  t,
  language,
  onClose,
}: {
  record: ContributionRecordVo;
  t: HistoryT;
  language: Language;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const money = (value: string) => formatMoney(value, record.currency);
  const date = (value: string) => formatLongDate(value, language);
  const period = t("records.period", { from: date(record.periodStart), to: date(record.periodEnd) });

  // Keyboard and screen-reader users land on the details they asked for.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const facts: { key: string; label: string; value: string }[] = [
    { key: "periodStart", label: t("records.periodStart"), value: date(record.periodStart) },
    { key: "periodEnd", label: t("records.periodEnd"), value: date(record.periodEnd) },
    { key: "transactionDate", label: t("records.transactionDate"), value: date(record.transactionDate) },
    { key: "currency", label: t("records.currency"), value: record.currency },
    { key: "exchangeRate", label: t("records.exchangeRate"), value: formatNumber(record.exchangeRate, 4) },
  ];
  if (record.relevantIncome !== null) {
    facts.push({
      key: "relevantIncome",
      label: t("records.relevantIncome"),
      value: money(record.relevantIncome),
    });
  }
  // Part 2 §2.5/§3.3: each grouping on its own, adding up to the total (the groupings overlap).
  const breakdowns = contributionBreakdowns(record);
  const itemLabel = (key: ContributionBreakdownItemKey) =>
    key === "formerEmployerMandatory" || key === "formerEmployerVoluntary"
      ? t(`breakdowns.${key}`)
      : t(`splits.${key}`);
  const lines = record.lines.filter((line) => hasMoney(line.amount));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
      data-testid="contribution-details"
    >
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={-1}>
          {t("records.detailsTitle", { period })}
        </Title>
        <Button variant="outline" size="compact-sm" onClick={onClose}>
          {t("records.closeDetails")}
        </Button>
      </Group>
      <Stack gap="lg">
        <dl className={classes.details}>
          {facts.map((fact) => (
            <Fragment key={fact.key}>
              <dt>{fact.label}</dt>
              <dd data-field={fact.key}>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
        <Text size="sm" data-testid="breakdowns-intro">
          {t("breakdowns.caption", { total: money(record.total) })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {breakdowns.map((breakdown) => (
            <Table
              key={breakdown.key}
              withTableBorder
              striped
              captionSide="top"
              data-breakdown={breakdown.key}
            >
              <Table.Caption>{t(`breakdowns.${breakdown.key}`)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("breakdowns.item")}</Table.Th>
                  <Table.Th scope="col" className={classes.num}>
                    {t("records.amount")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {breakdown.items.map((item) => (
                  <Table.Tr key={item.key}>
                    <Table.Th scope="row" fw={400}>
                      {itemLabel(item.key)}
                    </Table.Th>
                    <Table.Td className={classes.num}>{money(item.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow}>
                  <Table.Th scope="row">{t("breakdowns.subtotal")}</Table.Th>
                  <Table.Td className={classes.num}>{money(breakdown.subtotal)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          ))}
          {lines.length > 0 && (
            <Table withTableBorder striped captionSide="top">
              <Table.Caption>{t("records.linesCaption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("records.moneyType")}</Table.Th>
                  <Table.Th scope="col" className={classes.num}>
                    {t("records.amount")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.moneyTypeNm}>
                    <Table.Th scope="row" fw={400}>
                      {moneyTypeLabel(t, line.moneyTypeNm)}
                    </Table.Th>
                    <Table.Td className={classes.num}>{money(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </SimpleGrid>
        {record.fundAllocation.length > 0 && (
          <Table withTableBorder striped captionSide="top">
            <Table.Caption>{t("records.allocationCaption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("records.fund")}</Table.Th>
                <Table.Th scope="col" className={classes.num} w="8rem">
                  {t("records.allocation")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {record.fundAllocation.map((fund) => (
                <Table.Tr key={fund.invTypeNmbr}>
                  <Table.Th scope="row" fw={400}>
                    {fundDisplayName(fund, language)}
                  </Table.Th>
                  <Table.Td className={classes.num}>{formatNumber(String(fund.percent))}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Part 2 §2.5 contribution records: one row per record with the splits the range has money in;
 * choosing a record shows every split, the money-type lines, the currency and exchange rate and
 * the fund allocation, and records the visit under `${basePath}/details` (§2.1).
 */
export function ContributionRecords({
  records,
  basePath,
}: {
  records: readonly ContributionRecordVo[];
  /** The page's path, to which the details sub-path is added in the access log. */
  basePath: string;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("history");
  const { account } = useSession();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = records.find((record) => record.contributionId === selectedId) ?? null;
  const date = (value: string) => formatLongDate(value, language);

  if (records.length === 0) return <Text role="status">{t("records.empty")}</Text>;

  const inRange = (split: ListSplit) => records.some((record) => hasMoney(record[split]));
  const groups = LIST_GROUPS.map((group) => ({
    key: group.key,
    splits: group.splits.filter(inRange),
  })).filter((group) => group.splits.length > 0);
  const showSurcharge = inRange("surcharge");
  const splitColumns: ListSplit[] = [
    ...groups.flatMap((group) => group.splits),
    ...(showSurcharge ? ["surcharge" as const] : []),
  ];
  // Columns without a group span the two header rows.
  const single = groups.length > 0 ? 2 : 1;
  const showExchange = records.some((record) => !isHkdAtPar(record));

  const open = (record: ContributionRecordVo) => {
    setSelectedId(record.contributionId);
    recordAccess({
      pageName: CONTRIBUTION_DETAILS_PAGE.pageName,
      pageLink: `${basePath}${CONTRIBUTION_DETAILS_PAGE.subPath}`,
      policyId: account?.clntRltnshpNmbr ?? null,
      contractId: account?.contractNmbr ?? null,
    });
  };

  return (
    <Stack gap="lg">
      <ScrollTable minWidth={760} caption={t("records.caption")} hint={t("scrollHint")}>
        <Table striped withTableBorder className={classes.stickyFirst} data-testid="contribution-records">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" rowSpan={single}>
                {t("records.periodStart")}
              </Table.Th>
              <Table.Th scope="col" rowSpan={single}>
                {t("records.transactionDate")}
              </Table.Th>
              {groups.map((group) => (
                <Table.Th
                  key={group.key}
                  scope="colgroup"
                  colSpan={group.splits.length}
                  className={classes.group}
                >
                  {t(`breakdowns.${group.key}`)}
                </Table.Th>
              ))}
              {showSurcharge && (
                <Table.Th scope="col" rowSpan={single} className={classes.num}>
                  {t("splits.surcharge")}
                </Table.Th>
              )}
              <Table.Th scope="col" rowSpan={single} className={classes.num}>
                {t("splits.total")}
              </Table.Th>
              {showExchange && (
                <Table.Th scope="col" rowSpan={single} className={classes.num}>
                  {t("records.exchangeRate")}
                </Table.Th>
              )}
              <Table.Th scope="col" rowSpan={single}>
                <VisuallyHidden>{t("records.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
            {groups.length > 0 && (
              <Table.Tr>
                {groups.flatMap((group) =>
                  group.splits.map((split) => (
                    <Table.Th key={split} scope="col" className={classes.num}>
                      {t(`splits.${split}`)}
                    </Table.Th>
                  )),
                )}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {records.map((record) => {
              const isSelected = record.contributionId === selectedId;
              const money = (value: string) => formatMoney(value, record.currency);
              return (
                <Table.Tr
                  key={record.contributionId}
                  className={isSelected ? classes.highlight : undefined}
                  data-selected={isSelected || undefined}
                >
                  <Table.Th scope="row" fw={isSelected ? 700 : 500} className={classes.date}>
                    {date(record.periodStart)}
                  </Table.Th>
                  <Table.Td className={classes.date}>{date(record.transactionDate)}</Table.Td>
                  {splitColumns.map((split) => (
                    <Table.Td key={split} className={classes.num}>
                      {money(record[split])}
                    </Table.Td>
                  ))}
                  <Table.Td className={classes.num} fw={600}>
                    {money(record.total)}
                  </Table.Td>
                  {showExchange && (
                    <Table.Td className={classes.num}>
                      {record.currency} {formatNumber(record.exchangeRate, 4)}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Button
                      variant={isSelected ? "filled" : "subtle"}
                      size="compact-sm"
                      aria-pressed={isSelected}
                      aria-label={t("records.detailsFor", { period: date(record.periodStart) })}
                      onClick={() => (isSelected ? setSelectedId(null) : open(record))}
                    >
                      {t("records.details")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {groups.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="records-groups-note">
          {t(showSurcharge ? "records.groupsNoteSurcharge" : "records.groupsNote")}
        </Text>
      )}
      {selected && (
        <RecordDetails
          key={selected.contributionId}
          record={selected}
          t={t}
          language={language}
          onClose={() => setSelectedId(null)}
        />
      )}
    </Stack>
  );
}
