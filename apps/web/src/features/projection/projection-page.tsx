import { Alert, Button, Group, List, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import {
  CONTRIBUTION_TYPES,
  type ContributionType,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  type Language,
  PROJECTION_DEFAULTS,
  type ProjectionResponse,
} from "@portal/domain";
import Decimal from "decimal.js";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type DetailRow, DetailsList } from "../../components/details-list.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { contributionTypeLabel } from "../../lib/contribution-type-label.ts";
import { useSession } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/projection.json";
import { type ProjectionAsk, useProjection } from "./api/projection.ts";
import {
  ASSUMPTION_FIELDS,
  type AssumptionField,
  type AssumptionValues,
  assumptionErrors,
  type MoneyView,
} from "./projection-model.ts";
import { type ProjectionT, Section } from "./projection-parts.tsx";
import { ProjectionResults } from "./projection-results.tsx";
import { WhatIfSection } from "./what-if-section.tsx";

/** The plain statement the page makes first: an illustration, not a forecast or advice. */
function Disclaimer({ t }: { t: ProjectionT }) {
  return (
    <Alert
      variant="light"
      color="navy"
      role="note"
      title={t("disclaimer.title")}
      data-testid="projection-disclaimer"
    >
      <Text size="sm">{t("disclaimer.body")}</Text>
    </Alert>
  );
}

const isContributionType = (value: string): value is ContributionType =>
  (CONTRIBUTION_TYPES as readonly string[]).includes(value);

/** The account as it is today: balance, age, retirement date, last contribution, investment. */
function TodaySection({
  data,
  t,
  language,
}: {
  data: ProjectionResponse;
  t: ProjectionT;
  language: Language;
}) {
  const { t: common } = useTranslation();
  const { account, scheme } = useSession();
  const money = (value: string) => formatMoney(value, data.currency);
  const fundName = (inv: number) => {
    const fund = data.funds.find((candidate) => candidate.invTypeNmbr === inv);
    return fund ? fundDisplayName(fund, language) : String(inv);
  };
  const ended = data.lastContribution !== null && data.defaultMonthlyContribution === "0.00";
  let investment: ReactNode;
  if (data.current.kind === "dis") {
    investment = (
      <Stack gap={4}>
        {data.current.noDirection && <Text size="sm">{t("today.disNoDirection")}</Text>}
        <Text size="sm">
          {t("today.dis", {
            core: formatNumber(data.current.mix.coreAccumulation, 1),
            coreFund: fundName(data.current.coreAccumulation),
            age65: formatNumber(data.current.mix.age65Plus, 1),
            age65Fund: fundName(data.current.age65Plus),
          })}
        </Text>
      </Stack>
    );
  } else {
    const type = data.current.contributionType;
    const typeText =
      isContributionType(type) && scheme
        ? contributionTypeLabel(common, type, { scheme, isOrso: account?.isOrso ?? false }, "future")
        : type;
    investment = (
      <Stack gap={4}>
        <Text size="sm">{t("today.directionFor", { type: typeText })}</Text>
        <List size="sm" spacing={2}>
          {data.current.lines.map((line) => (
            <List.Item key={line.invTypeNmbr}>
              {t("today.line", { percent: line.percent, fund: fundName(line.invTypeNmbr) })}
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  const rows: DetailRow[] = [
    {
      key: "balance",
      label: t("today.balance", { date: formatLongDate(data.asOfDate, language) }),
      value: (
        <span className={classes.num} data-testid="projection-balance">
          {money(data.balance)}
        </span>
      ),
    },
    { key: "age", label: t("today.age"), value: t("today.ageValue", { age: data.age }) },
    {
      key: "retirement",
      label: t("today.retirement"),
      value: t("today.retirementValue", {
        date: formatLongDate(data.retirementDate, language),
        age: data.retirementAge,
      }),
    },
    {
      key: "contribution",
      label: t("today.contribution"),
      value: (
        <Stack gap={2}>
          <span>
            {data.lastContribution
              ? t("today.contributionValue", {
                  amount: money(data.lastContribution.amount),
                  period: formatMonth(data.lastContribution.periodStart, language),
                })
              : t("today.noContribution")}
          </span>
          {ended && (
            <Text size="sm" c="dimmed">
              {t("today.ended")}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "investment", label: t("today.investment"), value: investment },
  ];
  return (
    <Section title={t("today.title")}>
      <DetailsList rows={rows} />
    </Section>
  );
}

const FIELD_ERROR_KEYS = {
  notANumber: "assumptions.errors.notANumber",
  tooManyDecimals: "assumptions.errors.tooManyDecimals",
  monthlyContributionOutOfRange: "assumptions.errors.monthlyContributionOutOfRange",
  wageGrowthOutOfRange: "assumptions.errors.wageGrowthOutOfRange",
  inflationOutOfRange: "assumptions.errors.inflationOutOfRange",
  annualReturnOutOfRange: "assumptions.errors.notANumber",
  annualVolatilityOutOfRange: "assumptions.errors.notANumber",
  annualFeeOutOfRange: "assumptions.errors.notANumber",
} as const;

/** The assumptions the member may change, each a labelled text box with its hint and error. */
function AssumptionsForm({
  data,
  values,
  onValues,
  onSubmit,
  onReset,
  busy,
  t,
}: {
  data: ProjectionResponse;
  values: AssumptionValues;
  onValues: (values: AssumptionValues) => void;
  onSubmit: (values: AssumptionValues) => void;
  onReset: () => void;
  busy: boolean;
  t: ProjectionT;
}) {
  const [attempt, setAttempt] = useState(0);
  const [shownErrors, setShownErrors] = useState<ReturnType<typeof assumptionErrors>>({});
  const inputs = useRef<Partial<Record<AssumptionField, HTMLInputElement | null>>>({});
  const labels: Record<AssumptionField, string> = {
    monthlyContribution: t("assumptions.monthlyContribution", { currency: data.currency }),
    wageGrowth: t("assumptions.wageGrowth"),
    inflation: t("assumptions.inflation"),
  };
  const hints: Record<AssumptionField, string> = {
    monthlyContribution: t("assumptions.monthlyContributionHint"),
    wageGrowth: t("assumptions.wageGrowthHint"),
    inflation: t("assumptions.inflationHint"),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = assumptionErrors(values);
    setShownErrors(errors);
    setAttempt((n) => n + 1);
    const first = ASSUMPTION_FIELDS.find((field) => errors[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onSubmit(values);
  };
  const hasErrors = ASSUMPTION_FIELDS.some((field) => shownErrors[field]);
  return (
    <form onSubmit={submit} noValidate aria-label={t("assumptions.title")}>
      <Stack gap="md">
        <Text size="sm">{t("assumptions.intro")}</Text>
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          {ASSUMPTION_FIELDS.map((field) => {
            const code = shownErrors[field];
            return (
              <TextInput
                key={field}
                ref={(element) => {
                  inputs.current[field] = element;
                }}
                label={labels[field]}
                description={hints[field]}
                value={values[field]}
                onChange={(event) => {
                  onValues({ ...values, [field]: event.currentTarget.value });
                  if (shownErrors[field]) setShownErrors({ ...shownErrors, [field]: undefined });
                }}
                error={code ? t(FIELD_ERROR_KEYS[code]) : undefined}
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                miw={200}
                name={field}
                data-testid={`assumption-${field}`}
              />
            );
          })}
        </Group>
        {hasErrors && (
          <Alert key={attempt} role="alert" color="red.9" variant="light" p="sm">
            <Text size="sm" c="red.9" fw={500}>
              {t("assumptions.errorSummary")}
            </Text>
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {t("assumptions.submit")}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setShownErrors({});
              onReset();
            }}
          >
            {t("assumptions.reset")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The funds' figures the projection assumes, and where each comes from. */
function FundFigures({
  data,
  t,
  language,
}: {
  data: ProjectionResponse;
  t: ProjectionT;
  language: Language;
}) {
  const used = new Set(
    data.current.kind === "dis"
      ? [data.current.coreAccumulation, data.current.age65Plus]
      : data.current.lines.map((line) => line.invTypeNmbr),
  );
  for (const line of data.whatIf?.lines ?? []) used.add(line.invTypeNmbr);
  const funds = data.funds.filter((fund) => used.has(fund.invTypeNmbr));
  const percent = (value: string) => `${formatNumber(value, 2)}%`;
  return (
    <Stack gap="sm" mt="lg">
      <Title order={3} size="h5">
        {t("assumptions.modelTitle")}
      </Title>
      <Text size="sm">{t("assumptions.model", { paths: formatNumber(data.assumptions.paths, 0) })}</Text>
      <ScrollTable minWidth={640} caption={t("assumptions.fundsCaption")} hint={t("scrollHint")}>
        <Table withTableBorder className={classes.stickyFirst} data-testid="projection-funds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("assumptions.columns.fund")}</Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("assumptions.columns.return")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("assumptions.columns.volatility")}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                {t("assumptions.columns.fee")}
              </Table.Th>
              <Table.Th scope="col">{t("assumptions.columns.source")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funds.map((fund) => (
              <Table.Tr key={fund.invTypeNmbr}>
                <Table.Th scope="row" fw={500}>
                  {fundDisplayName(fund, language)}
                </Table.Th>
                <Table.Td className={classes.num}>{percent(fund.annualReturn)}</Table.Td>
                <Table.Td className={classes.num}>{percent(fund.annualVolatility)}</Table.Td>
                <Table.Td className={classes.num}>{percent(fund.annualFee)}</Table.Td>
                <Table.Td>{t(`assumptions.source.${fund.source}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

const valuesOf = (data: ProjectionResponse): AssumptionValues => ({
  monthlyContribution: data.assumptions.monthlyContribution,
  wageGrowth: data.assumptions.wageGrowth,
  inflation: data.assumptions.inflation,
});

/** The codes the server answers for an ask the page could not have checked: the last good ask comes back. */
const REFUSED_ASK_CODES = new Set([
  "projection-contribution-invalid",
  "projection-wage-growth-invalid",
  "projection-inflation-invalid",
  "projection-fund-not-offered",
  "percent-not-whole",
  "percent-out-of-range",
  "percent-below-minimum",
  "total-not-100",
  "no-fund-selected",
  "funds-exceeded",
  "validation",
]);

function ProjectionContent() {
  const { t, language } = useFeatureTranslation<typeof en>("projection");
  const [ask, setAsk] = useState<ProjectionAsk>({});
  const lastGood = useRef<ProjectionAsk>({});
  const projection = useProjection(ask);
  const [values, setValues] = useState<AssumptionValues | null>(null);
  const [view, setView] = useState<MoneyView>("nominal");
  // The last answer stays shown while an ask the server refused (a toast says why) is taken back.
  const lastData = useRef<ProjectionResponse | undefined>(undefined);
  if (projection.data) lastData.current = projection.data;
  const refusedCode = errorCode(projection.error);
  const refused = refusedCode !== null && REFUSED_ASK_CODES.has(refusedCode);
  const data = projection.data ?? (refused ? lastData.current : undefined);

  useEffect(() => {
    if (projection.isSuccess && !projection.isPlaceholderData) lastGood.current = ask;
  }, [projection.isSuccess, projection.isPlaceholderData, ask]);

  useEffect(() => {
    if (!projection.error) return;
    showErrorToast(projection.error);
    const code = errorCode(projection.error);
    if (code && REFUSED_ASK_CODES.has(code) && ask !== lastGood.current) setAsk(lastGood.current);
  }, [projection.error, ask]);

  if (!data) {
    if (projection.isError)
      return (
        <Stack gap="lg">
          <Disclaimer t={t} />
          <LoadError
            title={t("loadFailedTitle")}
            message={t("loadFailed")}
            onRetry={() => void projection.refetch()}
            retrying={projection.isFetching}
          />
        </Stack>
      );
    return <PageLoader />;
  }

  const shownValues = values ?? valuesOf(data);
  const busy = projection.isFetching;
  return (
    <Stack gap="lg">
      <Text>{t("intro")}</Text>
      <Disclaimer t={t} />
      <TodaySection data={data} t={t} language={language} />
      <Section title={t("assumptions.title")}>
        <AssumptionsForm
          data={data}
          values={shownValues}
          onValues={setValues}
          busy={busy}
          onSubmit={(next) =>
            setAsk({
              ...ask,
              monthlyContribution: next.monthlyContribution.trim(),
              wageGrowth: next.wageGrowth.trim(),
              inflation: next.inflation.trim(),
            })
          }
          onReset={() => {
            setValues({
              // As the server gives the assumption ("5250", not "5250.00").
              monthlyContribution: new Decimal(data.defaultMonthlyContribution).toFixed(),
              wageGrowth: PROJECTION_DEFAULTS.wageGrowth,
              inflation: PROJECTION_DEFAULTS.inflation,
            });
            setAsk(ask.whatIf ? { whatIf: ask.whatIf } : {});
          }}
          t={t}
        />
        <FundFigures data={data} t={t} language={language} />
      </Section>
      <ProjectionResults data={data} view={view} onView={setView} busy={busy} t={t} language={language} />
      <WhatIfSection
        data={data}
        view={view}
        busy={busy}
        onCompare={(lines) => setAsk({ ...ask, whatIf: lines })}
        t={t}
        language={language}
      />
    </Stack>
  );
}

/** /projection: where the chosen account's savings may be heading (issue 18, beyond the spec). */
export function ProjectionPage() {
  return (
    <AccountPage page="projection">
      <ProjectionContent />
    </AccountPage>
  );
}
