import { Box, Button, Center, Group, Loader, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  formatLongDate,
  formatMoney,
  type Language,
  labelPrefix,
  type ProjectionResponse,
} from "@portal/domain";
import { lazy, Suspense, useId, useMemo } from "react";
import classes from "../../components/figures.module.css";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { WhenVisible } from "../../components/when-visible.tsx";
import styles from "./projection.module.css";
import type { ProjectionChartLabels } from "./projection-chart.tsx";
import { figuresIn, lastPoint, type MoneyView } from "./projection-model.ts";
import { type ProjectionT, Section } from "./projection-parts.tsx";

const ProjectionChart = lazy(() => import("./projection-chart.tsx"));

const chartLoader = (
  <Center className={styles.chartBox}>
    <Loader size="sm" aria-hidden />
  </Center>
);

const VIEWS: readonly MoneyView[] = ["nominal", "real"];

/**
 * The projection to retirement (issue 18): a text summary of where the median and the band end,
 * the chart of the band and the median (lazily loaded, hidden from assistive technology), and the
 * same figures year by year in a table; money of the day or today's money, "what if" beside
 * "stay as I am" once one is compared.
 */
export function ProjectionResults({
  data,
  view,
  onView,
  busy,
  t,
  language,
}: {
  data: ProjectionResponse;
  view: MoneyView;
  onView: (view: MoneyView) => void;
  busy: boolean;
  t: ProjectionT;
  language: Language;
}) {
  const captionId = useId();
  const money = (value: string) => formatMoney(value, data.currency);
  const viewName = t(`results.inText.${view}`);
  const end = lastPoint(data.stay);
  const whatIf = data.whatIf?.points ?? null;
  const labels: ProjectionChartLabels = useMemo(
    () => ({
      band: t("results.chartLegend.band"),
      median: t("results.chartLegend.median"),
      whatIfMedian: t("results.chartLegend.whatIfMedian"),
      whatIfBand: t("results.chartLegend.whatIfBand"),
      paidIn: t("results.chartLegend.paidIn"),
    }),
    [t],
  );

  const summary =
    !end || end.month === 0
      ? t("results.summaryToday", { balance: money(data.balance) })
      : t("results.summary", {
          date: formatLongDate(end.date, language),
          age: end.age,
          median: money(figuresIn(end, view).p50),
          view: viewName,
          low: money(figuresIn(end, view).p10),
          high: money(figuresIn(end, view).p90),
          paidIn: money(end.paidIn),
        });

  return (
    <Section title={t("results.title")}>
      <Box mb="md">
        <Group gap={6} role="group" aria-label={t("results.view")} wrap="wrap">
          <Text size="sm" c="dimmed" aria-hidden>
            {labelPrefix(t("results.view"), language)}
          </Text>
          {VIEWS.map((value) => (
            <Button
              key={value}
              size="compact-sm"
              variant={value === view ? "filled" : "default"}
              aria-pressed={value === view}
              onClick={() => onView(value)}
            >
              {t(`results.${value}`)}
            </Button>
          ))}
        </Group>
        <Text size="sm" c="dimmed" mt={6}>
          {view === "real"
            ? t("results.realNote", { inflation: data.assumptions.inflation })
            : t("results.nominalNote")}
        </Text>
      </Box>
      <Box component="figure" m={0} aria-labelledby={captionId}>
        {/* Polite: a change of assumptions or of the view reads out the new summary. */}
        <Text
          component="figcaption"
          id={captionId}
          aria-live="polite"
          data-testid="projection-summary"
          mb="sm"
        >
          <VisuallyHidden>{t("results.chartTitle", { view: viewName })} </VisuallyHidden>
          {summary}
          {busy && <VisuallyHidden> {t("updating")}</VisuallyHidden>}
        </Text>
        <WhenVisible placeholder={chartLoader}>
          <Suspense fallback={chartLoader}>
            <ProjectionChart
              stay={data.stay}
              whatIf={whatIf}
              view={view}
              currency={data.currency}
              language={language}
              labels={labels}
              className={styles.chartBox}
            />
          </Suspense>
        </WhenVisible>
      </Box>
      <Box mt="lg">
        <ScrollTable
          minWidth={whatIf ? 960 : 620}
          caption={t("results.tableCaption", { view: viewName })}
          hint={t("scrollHint")}
        >
          <Table withTableBorder striped className={classes.stickyFirst} data-testid="projection-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("results.columns.age")}</Table.Th>
                <Table.Th scope="col">{t("results.columns.date")}</Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("results.columns.paidIn")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("results.columns.low")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("results.columns.median")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("results.columns.high")}
                </Table.Th>
                {whatIf && (
                  <>
                    <Table.Th scope="col" className={classes.num}>
                      {t("results.columns.whatIfLow")}
                    </Table.Th>
                    <Table.Th scope="col" className={classes.num}>
                      {t("results.columns.whatIfMedian")}
                    </Table.Th>
                    <Table.Th scope="col" className={classes.num}>
                      {t("results.columns.whatIfHigh")}
                    </Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.stay.map((point, index) => {
                const stay = figuresIn(point, view);
                const other = whatIf?.[index];
                const alt = other ? figuresIn(other, view) : null;
                return (
                  <Table.Tr key={point.month}>
                    <Table.Th scope="row" fw={500}>
                      {point.age}
                    </Table.Th>
                    <Table.Td className={classes.date}>{formatLongDate(point.date, language)}</Table.Td>
                    <Table.Td className={classes.num}>{money(point.paidIn)}</Table.Td>
                    <Table.Td className={classes.num}>{money(stay.p10)}</Table.Td>
                    <Table.Td className={classes.num} fw={700}>
                      {money(stay.p50)}
                    </Table.Td>
                    <Table.Td className={classes.num}>{money(stay.p90)}</Table.Td>
                    {whatIf && (
                      <>
                        <Table.Td className={classes.num}>{alt ? money(alt.p10) : "—"}</Table.Td>
                        <Table.Td className={classes.num} fw={700}>
                          {alt ? money(alt.p50) : "—"}
                        </Table.Td>
                        <Table.Td className={classes.num}>{alt ? money(alt.p90) : "—"}</Table.Td>
                      </>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Box>
    </Section>
  );
}
