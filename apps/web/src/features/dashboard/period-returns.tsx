import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { type AccountPeriodReturnVo, formatLongDate, formatMoney } from "@portal/domain";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import figures from "../../components/figures.module.css";
import { gainColour } from "../../components/gain-colour.ts";
import type en from "../../locales/en/dashboard.json";
import classes from "./dashboard.module.css";
import { signedPercent } from "./signed-percent.ts";

/** N/A on the screen; what it means for a screen reader. */
function NotAvailable({ label, long }: { label: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{long}</VisuallyHidden>
    </>
  );
}

/**
 * Part 2 §2.3 summary figures: the account's 3-month, 6-month, 1-year and since-inception returns
 * as the server computed them (rate of return and gain/loss), N/A where the account is too young.
 * A table, so each figure is read with its period and its kind.
 */
export function PeriodReturns({
  periods,
  currency,
  asAtDate,
}: {
  periods: readonly AccountPeriodReturnVo[];
  currency: string;
  asAtDate: string;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const notAvailable = (
    <NotAvailable label={t("returns.notAvailable")} long={t("returns.notAvailableLong")} />
  );
  return (
    <Stack gap={4}>
      <Table
        captionSide="top"
        className={classes.returns}
        verticalSpacing={4}
        horizontalSpacing={6}
        data-testid="period-returns"
      >
        <Table.Caption style={{ textAlign: "left", fontWeight: 600 }}>
          {t("returns.caption", { date: formatLongDate(asAtDate, language) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("returns.period")}</Table.Th>
            <Table.Th scope="col" className={figures.num}>
              {t("returns.rate")}
            </Table.Th>
            <Table.Th scope="col" className={figures.num}>
              {t("returns.gainLoss")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((p) => (
            <Table.Tr key={p.period} data-period={p.period}>
              {/* At least three characters wide: "3個月" on one line on a 320 px phone. */}
              <Table.Th scope="row" fw={400} miw="3em">
                {t(`returns.periods.${p.period}`)}
              </Table.Th>
              <Table.Td className={figures.num} data-testid={`return-rate-${p.period}`}>
                {p.rate === null ? (
                  notAvailable
                ) : (
                  <Text span fw={600} c={gainColour(p.rate)} inherit>
                    {signedPercent(p.rate)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={figures.num} data-testid={`return-gain-${p.period}`}>
                {p.gainLossAmt === null ? notAvailable : formatMoney(p.gainLossAmt, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t("returns.note")}
      </Text>
    </Stack>
  );
}
