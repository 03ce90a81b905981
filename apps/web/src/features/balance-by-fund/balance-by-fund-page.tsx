import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import {
  formatLongDate,
  formatMoney,
  formatNumber,
  type HoldingVo,
  holdingsTotalPercent,
  type Language,
  QB_CUT_OFF_DATE,
  type QualifyingBalanceResponse,
} from "@portal/domain";
import Decimal from "decimal.js";
import { type ReactNode, useEffect, useId } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type FeatureT, useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { usePolicy } from "../../lib/api/accounts.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import type en from "../../locales/en/balanceByFund.json";
import { useQualifyingBalance } from "./api/qualifying-balance.ts";

type T = FeatureT<typeof en>;

const UNIT_DECIMALS = 4;

function isZero(value: string): boolean {
  return new Decimal(value).isZero();
}

/** A hint under a table that scrolls sideways on a phone. */
function ScrollHint({ t }: { t: T }) {
  return (
    <Text size="xs" c="dimmed" hiddenFrom="md">
      {t("scrollHint")}
    </Text>
  );
}

function HoldingsTable({
  holdings,
  totalAmt,
  currency,
  unitPriceDecimals,
  asOfDate,
  t,
  language,
}: {
  holdings: readonly HoldingVo[];
  totalAmt: string;
  currency: string;
  unitPriceDecimals: number;
  asOfDate: string;
  t: T;
  language: Language;
}) {
  return (
    <Stack gap={4}>
      <ScrollHint t={t} />
      <ScrollTable minWidth={760} label={t("holdings.caption", { date: formatLongDate(asOfDate, language) })}>
        <Table
          striped
          withTableBorder
          captionSide="top"
          className={classes.stickyFirst}
          data-testid="holdings"
        >
          <Table.Caption>{t("holdings.caption", { date: formatLongDate(asOfDate, language) })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("holdings.fund")}</Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("holdings.percent")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("holdings.amount")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("holdings.units")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("holdings.unitPrice")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holdings.map((holding) => (
              <Table.Tr key={holding.invTypeNmbr}>
                <Table.Th scope="row" fw={500}>
                  {fundDisplayName(
                    { legalNm: holding.invTypeLegalName, othLegalNm: holding.othLegalNm },
                    language,
                  )}
                </Table.Th>
                <Table.Td className={classes.num}>{formatNumber(holding.fundPercent)}%</Table.Td>
                <Table.Td className={classes.num}>
                  {formatMoney(holding.investmentAmt, holding.currencyTypeNm)}
                </Table.Td>
                <Table.Td className={classes.num}>{formatNumber(holding.unitCnt, UNIT_DECIMALS)}</Table.Td>
                <Table.Td className={classes.num}>
                  {formatMoney(holding.unitPrice, holding.currencyTypeNm, unitPriceDecimals)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow}>
              <Table.Th scope="row">{t("holdings.total")}</Table.Th>
              <Table.Td className={classes.num}>{holdingsTotalPercent(totalAmt)}%</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(totalAmt, currency)}</Table.Td>
              <Table.Td className={classes.num} aria-label={t("holdings.notApplicable")}>
                –
              </Table.Td>
              <Table.Td className={classes.num} aria-label={t("holdings.notApplicable")}>
                –
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
      {/* Rounded shares of several funds can add up to 99.99% or 100.01% beside the total's 100.00%. */}
      {holdings.length > 1 && (
        <Text size="sm" c="dimmed">
          {t("holdings.rounding")}
        </Text>
      )}
    </Stack>
  );
}

function QualifyingBalances({
  balances,
  currency,
  t,
  language,
}: {
  balances: QualifyingBalanceResponse;
  currency: string;
  t: T;
  language: Language;
}) {
  const cutOff = formatLongDate(QB_CUT_OFF_DATE, language);
  const money = (value: string) => formatMoney(value, currency);
  if (balances.length === 0) return <Text size="sm">{t("guaranteed.none")}</Text>;
  return (
    <Stack gap={4}>
      <ScrollHint t={t} />
      {/* Named by its caption, not the section's title: two landmarks of one name would be ambiguous. */}
      <ScrollTable
        minWidth={900}
        label={t("guaranteed.caption", { date: formatLongDate(balances[0]?.asOfDate ?? "", language) })}
      >
        <Table
          striped
          withTableBorder
          captionSide="top"
          className={classes.stickyFirst}
          data-testid="qualifying"
        >
          <Table.Caption>
            {t("guaranteed.caption", { date: formatLongDate(balances[0]?.asOfDate ?? "", language) })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("guaranteed.fund")}</Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.qb1", { date: cutOff })}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.qb2", { date: cutOff })}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.qbOut")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.period")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.cashPayable")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("guaranteed.reduction")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balances.map((balance) => (
              <Table.Tr key={balance.invTypeNmbr}>
                <Table.Th scope="row" fw={500}>
                  {fundDisplayName(balance, language)}
                </Table.Th>
                <Table.Td className={classes.num}>{money(balance.qb1Amt)}</Table.Td>
                <Table.Td className={classes.num}>{money(balance.qb2Amt)}</Table.Td>
                <Table.Td className={classes.num}>{money(balance.qbOutAmt)}</Table.Td>
                <Table.Td className={classes.num}>{balance.qpMonth}</Table.Td>
                <Table.Td className={classes.num}>{money(balance.cashPayableAmt)}</Table.Td>
                <Table.Td className={classes.num}>{formatNumber(balance.rateOfReductionPct)}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Stack gap={2} mt="xs">
        <Text size="xs" c="dimmed">
          {t("guaranteed.qbNote", { date: cutOff })}
        </Text>
        <Text size="xs" c="dimmed">
          {t("guaranteed.reductionNote")}
        </Text>
      </Stack>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function BalanceByFundContent() {
  const { t, language } = useFeatureTranslation<typeof en>("balanceByFund");
  const policy = usePolicy();
  const holdings = (policy.data?.investments?.holdings ?? []).filter(
    (holding) => !isZero(holding.investmentAmt) || !isZero(holding.unitCnt),
  );
  const hasGuaranteed = holdings.some((holding) => holding.guaranteeCode !== null);
  const qualifying = useQualifyingBalance(hasGuaranteed);

  useEffect(() => {
    if (policy.error) showErrorToast(policy.error);
  }, [policy.error]);

  if (policy.isPending) return <PageLoader />;
  const info = policy.data?.policyInfo;
  if (policy.isError || !policy.data || !info) {
    return (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed")}
        onRetry={() => void policy.refetch()}
      />
    );
  }
  const currency = info.currency;
  return (
    <Stack gap="lg">
      <Section title={t("holdings.title")}>
        {holdings.length === 0 ? (
          <Text role="status">{t("holdings.empty")}</Text>
        ) : (
          <HoldingsTable
            holdings={holdings}
            totalAmt={policy.data.investments?.totalAmt ?? "0"}
            currency={currency}
            unitPriceDecimals={info.unitPriceDecimals}
            asOfDate={policy.data.asOfDate}
            t={t}
            language={language}
          />
        )}
      </Section>
      {hasGuaranteed && (
        <Section title={t("guaranteed.title")}>
          {qualifying.isPending ? (
            <PageLoader />
          ) : qualifying.isError ? (
            <LoadError
              title={null}
              message={t("guaranteed.loadFailed")}
              onRetry={() => void qualifying.refetch()}
            />
          ) : (
            <QualifyingBalances balances={qualifying.data} currency={currency} t={t} language={language} />
          )}
        </Section>
      )}
    </Stack>
  );
}

/** /accountBalanceByFund: part 2 §2.5 balance by fund, with the guaranteed funds' qualifying balances. */
export function BalanceByFundPage() {
  return (
    <AccountPage page="accountBalanceByFund" parents={["portfolio"]}>
      <BalanceByFundContent />
    </AccountPage>
  );
}
