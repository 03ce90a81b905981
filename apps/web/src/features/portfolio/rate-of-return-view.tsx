import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatLongDate, formatMoney, formatNumber, RATE_OF_RETURN_PAGE } from "@portal/domain";
import { useEffect, useRef } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { gainColour } from "../../components/gain-colour.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { recordAccess } from "../../lib/api/record.ts";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/portfolio.json";
import { useRateOfReturn } from "./api/rate-of-return.ts";

/** Part 2 §2.1: the personalised return view is logged as "Simplified Page" with the sub-path /rateOfReturn. */

/**
 * Part 2 §2.4 personalised rate of return: the simplified time-weighted return of the past 12
 * months, for the account and per fund. Mounted only when the member opens it; the visit is
 * recorded once per opening.
 */
export function RateOfReturnView() {
  const { t, language } = useFeatureTranslation<typeof en>("portfolio");
  const { account } = useSession();
  const rate = useRateOfReturn(true);
  const logged = useRef(false);

  useEffect(() => {
    if (logged.current || !account) return;
    logged.current = true;
    recordAccess({
      pageName: RATE_OF_RETURN_PAGE.pageName,
      pageLink: `/portfolio${RATE_OF_RETURN_PAGE.subPath}`,
      policyId: account.clntRltnshpNmbr,
      contractId: account.contractNmbr,
    });
  }, [account]);

  if (rate.isPending) return <PageLoader />;
  if (rate.isError)
    return (
      <LoadError
        title={t("rateOfReturn.loadFailedTitle")}
        message={t("rateOfReturn.loadFailed")}
        onRetry={() => void rate.refetch()}
      />
    );

  const data = rate.data;
  const money = (value: string) => formatMoney(value, data.currency);
  const period = {
    from: formatLongDate(data.fromDate, language),
    to: formatLongDate(data.toDate, language),
  };
  return (
    <Stack gap="lg">
      <Text size="sm">{t("rateOfReturn.intro")}</Text>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t("rateOfReturn.accountRate")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("rateOfReturn.period", period)}
            </Text>
          </Stack>
          <Text
            fz={28}
            fw={700}
            className={classes.num}
            c={gainColour(data.accountRate)}
            data-testid="account-rate"
          >
            {formatNumber(data.accountRate)}%
          </Text>
        </Group>
      </Paper>
      {data.funds.length === 0 ? (
        <Text size="sm">{t("rateOfReturn.noFunds")}</Text>
      ) : (
        <ScrollTable minWidth={640} label={t("rateOfReturn.caption", period)}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{t("rateOfReturn.caption", period)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("rateOfReturn.fund")}</Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("rateOfReturn.startValue")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("rateOfReturn.netCashFlow")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("rateOfReturn.endValue")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("rateOfReturn.rate")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.funds.map((fund) => (
                <Table.Tr key={fund.invTypeNmbr}>
                  <Table.Th scope="row" fw={400}>
                    {fundDisplayName(fund, language)}
                  </Table.Th>
                  <Table.Td className={classes.num}>{money(fund.startValue)}</Table.Td>
                  <Table.Td className={classes.num}>{money(fund.netCashFlow)}</Table.Td>
                  <Table.Td className={classes.num}>{money(fund.endValue)}</Table.Td>
                  <Table.Td className={classes.num} c={gainColour(fund.rate)} fw={600}>
                    {formatNumber(fund.rate)}%
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t("rateOfReturn.method")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("rateOfReturn.disclaimer")}
        </Text>
      </Stack>
    </Stack>
  );
}
