import { NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import {
  activityGroupOf,
  formatLongDate,
  formatMoney,
  formatNumber,
  type Language,
  type TransactionHistoryResponse,
} from "@portal/domain";
import Decimal from "decimal.js";
import { useId, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type en from "../../locales/en/history.json";
import {
  ACTIVITY_FILTERS,
  type ActivityFilter,
  activityFilterLabel,
  type HistoryT,
  moneyTypeLabel,
  transactionTypeLabel,
} from "./labels.ts";

type Fund = TransactionHistoryResponse["funds"][number];

const UNIT_DECIMALS = 4;

function negative(value: string): boolean {
  const d = new Decimal(value);
  return d.isNegative() && !d.isZero();
}

function FundHistory({
  fund,
  currency,
  unitPriceDecimals,
  filter,
  t,
  language,
}: {
  fund: Fund;
  currency: string;
  unitPriceDecimals: number;
  filter: ActivityFilter;
  t: HistoryT;
  language: Language;
}) {
  const titleId = useId();
  const name = fundDisplayName(fund, language);
  const money = (value: string) => formatMoney(value, currency);
  const price = (value: string) => formatMoney(value, currency, unitPriceDecimals);
  const units = (value: string) => formatNumber(value, UNIT_DECIMALS);
  const date = (value: string) => formatLongDate(value, language);
  const rows =
    filter === "ALL"
      ? fund.rows
      : fund.rows.filter((row) => activityGroupOf(row.activityTypeNmbr, row.subTrnsNm) === filter);
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="sm">
        {name}
      </Title>
      <ScrollTable minWidth={680} caption={t("transactions.caption", { fund: name })} hint={t("scrollHint")}>
        <Table
          striped
          withTableBorder
          className={classes.stickyFirst}
          data-testid={`fund-${fund.invTypeNmbr}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("transactions.date")}</Table.Th>
              <Table.Th scope="col">{t("transactions.type")}</Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("transactions.amount")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("transactions.unitPrice")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("transactions.units")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-row="opening" fw={600}>
              <Table.Th scope="row" fw={600} className={classes.date}>
                {date(fund.openingBalance.date)}
              </Table.Th>
              <Table.Td>{t("transactions.openingBalance")}</Table.Td>
              <Table.Td className={classes.num}>{money(fund.openingBalance.amount)}</Table.Td>
              <Table.Td className={classes.num}>{price(fund.openingBalance.unitPrice)}</Table.Td>
              <Table.Td className={classes.num}>{units(fund.openingBalance.units)}</Table.Td>
            </Table.Tr>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {t("transactions.noRows")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.trnsHstSeqNmbr} data-row="transaction">
                  <Table.Th scope="row" fw={400} className={classes.date}>
                    {date(row.trnsHstEfctvDt)}
                  </Table.Th>
                  <Table.Td>
                    {transactionTypeLabel(t, row.labelKey)}
                    {/* Rows of one day and type differ by their money (employee, employer, mandatory...). */}
                    {row.moneyTypeNm && (
                      <Text component="span" size="xs" c="dimmed" display="block">
                        {moneyTypeLabel(t, row.moneyTypeNm)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.num} c={negative(row.grossAmt) ? "red.9" : undefined}>
                    {money(row.grossAmt)}
                  </Table.Td>
                  <Table.Td className={classes.num}>{price(row.unitPrice)}</Table.Td>
                  <Table.Td className={classes.num} c={negative(row.units) ? "red.9" : undefined}>
                    {units(row.units)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow} data-row="totalUnits">
              <Table.Th scope="row" colSpan={4}>
                {t("transactions.totalUnits")}
              </Table.Th>
              <Table.Td className={classes.num}>{units(fund.totalUnits)}</Table.Td>
            </Table.Tr>
            <Table.Tr data-row="closing" fw={600}>
              <Table.Th scope="row" fw={600} className={classes.date}>
                {date(fund.closingBalance.date)}
              </Table.Th>
              <Table.Td>{t("transactions.closingBalance")}</Table.Td>
              <Table.Td className={classes.num}>{money(fund.closingBalance.amount)}</Table.Td>
              <Table.Td className={classes.num}>{price(fund.closingBalance.unitPrice)}</Table.Td>
              <Table.Td className={classes.num}>{units(fund.closingBalance.units)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/**
 * Part 2 §2.5 transaction history: per fund the opening balance, the transactions (date, type,
 * amount, unit price, units), the total units and the closing balance; the list can be narrowed
 * to one §9 activity group (the balances always count every transaction).
 */
export function TransactionHistoryView({
  data,
  unitPriceDecimals,
}: {
  data: TransactionHistoryResponse;
  unitPriceDecimals: number;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("history");
  const [filter, setFilter] = useState<ActivityFilter>("ALL");
  if (data.funds.length === 0) return <Text role="status">{t("transactions.empty")}</Text>;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t("activity.label")}
        description={t("activity.description")}
        value={filter}
        onChange={(event) =>
          setFilter(ACTIVITY_FILTERS.find((value) => value === event.currentTarget.value) ?? "ALL")
        }
        data={ACTIVITY_FILTERS.map((value) => ({ value, label: activityFilterLabel(t, value) }))}
        w={{ base: "100%", xs: 280 }}
      />
      {data.funds.map((fund) => (
        <FundHistory
          key={fund.invTypeNmbr}
          fund={fund}
          currency={data.currency}
          unitPriceDecimals={unitPriceDecimals}
          filter={filter}
          t={t}
          language={language}
        />
      ))}
    </Stack>
  );
}
