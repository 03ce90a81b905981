import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import {
  checkPercent,
  formatMoney,
  type Language,
  type PercentLine,
  type ProjectionResponse,
} from "@portal/domain";
import Decimal from "decimal.js";
import { type FormEvent, useId, useState } from "react";
import classes from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { WRAPPING_LABEL } from "../../components/wrapping-label.ts";
import { Link } from "../../lib/router.tsx";
import { switchPrefillPath } from "../../lib/switch-prefill.ts";
import styles from "./projection.module.css";
import {
  directionEntries,
  enteredLines,
  figuresIn,
  lastPoint,
  type MoneyView,
  totalOf,
  WHAT_IF_LIMITS,
  type WhatIfErrorKey,
  whatIfError,
} from "./projection-model.ts";
import { type ProjectionT, Section } from "./projection-parts.tsx";

/** One outcome at retirement: its median and its band, in the view. */
function Outcome({
  title,
  points,
  view,
  currency,
  note,
  allocation,
  testId,
  t,
}: {
  title: string;
  points: ProjectionResponse["stay"];
  view: MoneyView;
  currency: string;
  note?: string;
  /** The allocation compared, in words ("60% Fund A"), one per line. */
  allocation?: readonly string[];
  testId: string;
  t: ProjectionT;
}) {
  const end = lastPoint(points);
  if (!end) return null;
  const figures = figuresIn(end, view);
  const money = (value: string) => formatMoney(value, currency);
  return (
    <Paper withBorder radius="md" p="md" className={styles.outcome} data-testid={testId}>
      <Stack gap={4}>
        <Text fw={700}>{title}</Text>
        {allocation && allocation.length > 0 && (
          <List size="sm" spacing={0}>
            {allocation.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="dimmed">
          {t("whatIf.medianAt", { age: end.age })}
        </Text>
        <Text className={styles.outcomeFigure} data-testid={`${testId}-median`}>
          {money(figures.p50)}
        </Text>
        <Text size="sm">{t("whatIf.band", { low: money(figures.p10), high: money(figures.p90) })}</Text>
        {note && (
          <Text size="sm" fw={500}>
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "What if I switch to ...": another allocation of the account's funds, entered with the switching
 * wizard's rules (whole percentages, at least 5% each, adding up to 100), projected on the same
 * draws beside "stay as I am", with a link that starts the fund switch with it filled in.
 */
export function WhatIfSection({
  data,
  view,
  busy,
  onCompare,
  t,
  language,
}: {
  data: ProjectionResponse;
  view: MoneyView;
  busy: boolean;
  onCompare: (lines: PercentLine[]) => void;
  t: ProjectionT;
  language: Language;
}) {
  const funds = data.funds.filter((fund) => fund.offered);
  const [entries, setEntries] = useState<Record<string, string>>(() => directionEntries(data));
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<WhatIfErrorKey | null>(null);
  const errorId = useId();
  const totalId = useId();
  const lines = enteredLines(entries, funds);
  const now = new Map(
    data.current.kind === "allocation"
      ? data.current.lines.map((line) => [line.invTypeNmbr, line.percent])
      : [
          [data.current.coreAccumulation, data.current.mix.coreAccumulation],
          [data.current.age65Plus, data.current.mix.age65Plus],
        ],
  );

  // A form, so that Enter in a percentage compares as the button does.
  const compare = (event: FormEvent) => {
    event.preventDefault();
    const found = whatIfError(lines);
    setError(found);
    setAttempt((n) => n + 1);
    if (found) return;
    onCompare(
      lines.map((line) => ({ invTypeNmbr: line.invTypeNmbr, percent: String(Number(line.percent)) })),
    );
  };
  const change = (inv: number, value: string) => {
    setEntries({ ...entries, [inv]: value });
    if (error) setError(null);
  };

  const lineInvalid = (inv: number) => {
    if (!error) return false;
    const typed = entries[inv]?.trim() ?? "";
    if (typed === "") return false;
    return checkPercent(typed) !== null || error === "totalNot100";
  };

  const result = data.whatIf;
  const stayEnd = lastPoint(data.stay);
  const whatIfEnd = result ? lastPoint(result.points) : undefined;
  let difference: string | undefined;
  if (stayEnd && whatIfEnd) {
    const delta = new Decimal(figuresIn(whatIfEnd, view).p50).minus(figuresIn(stayEnd, view).p50);
    const amount = formatMoney(delta.abs().toFixed(2), data.currency);
    difference = delta.isZero()
      ? t("whatIf.differenceSame")
      : delta.isPositive()
        ? t("whatIf.difference", { amount })
        : t("whatIf.differenceLower", { amount });
  }

  return (
    <Section title={t("whatIf.title")}>
      <Stack gap="md">
        <Text size="sm">{t("whatIf.intro", { min: WHAT_IF_LIMITS.min })}</Text>
        <Group gap="sm">
          {data.current.kind === "allocation" && (
            <Button
              variant="light"
              size="compact-sm"
              {...WRAPPING_LABEL}
              py={4}
              onClick={() => setEntries(directionEntries(data))}
            >
              {t("whatIf.useCurrent")}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" onClick={() => setEntries({})}>
            {t("whatIf.clear")}
          </Button>
        </Group>
        <form onSubmit={compare} noValidate>
          <Stack gap="md">
            <ScrollTable minWidth={256} caption={t("whatIf.caption")} hint={t("scrollHint")}>
              <Table
                withTableBorder
                className={classes.stickyFirst}
                verticalSpacing="xs"
                data-testid="what-if-editor"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("whatIf.fund")}</Table.Th>
                    <Table.Th scope="col" className={classes.num}>
                      {t("whatIf.now")}
                    </Table.Th>
                    <Table.Th scope="col" className={classes.num} miw={96}>
                      {t("whatIf.percent")}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {funds.map((fund) => {
                    const name = fundDisplayName(fund, language);
                    const invalid = lineInvalid(fund.invTypeNmbr);
                    const current = now.get(fund.invTypeNmbr);
                    return (
                      <Table.Tr key={fund.invTypeNmbr}>
                        <Table.Th scope="row" fw={500}>
                          <Text size="sm" fw={500} span>
                            {name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {fund.invTypeNm}
                          </Text>
                        </Table.Th>
                        <Table.Td className={classes.num}>
                          {current === undefined ? "—" : `${current}%`}
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={t("whatIf.percentLabel", { fund: name })}
                            value={entries[fund.invTypeNmbr] ?? ""}
                            onChange={(event) => change(fund.invTypeNmbr, event.currentTarget.value)}
                            error={invalid}
                            aria-invalid={invalid || undefined}
                            aria-describedby={invalid ? errorId : undefined}
                            inputMode="numeric"
                            autoComplete="off"
                            maxLength={4}
                            w={88}
                            ml="auto"
                            rightSection={
                              <Text size="sm" c="dimmed" aria-hidden>
                                %
                              </Text>
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Text fw={700} aria-live="polite" id={totalId} data-testid="what-if-total">
              {t("whatIf.total", { total: totalOf(lines) })}
            </Text>
            {error && (
              <Alert key={attempt} id={errorId} role="alert" color="red.9" variant="light" p="sm">
                <Text size="sm" c="red.9" fw={500}>
                  {t(`whatIf.errors.${error}`, { min: WHAT_IF_LIMITS.min, max: WHAT_IF_LIMITS.max })}
                </Text>
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy} aria-describedby={totalId}>
                {t("whatIf.compare")}
              </Button>
            </Group>
          </Stack>
        </form>

        {result && (
          <Stack gap="md" mt="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Outcome
                title={t("whatIf.stay")}
                points={data.stay}
                view={view}
                currency={data.currency}
                testId="outcome-stay"
                t={t}
              />
              <Outcome
                title={t("whatIf.whatIf")}
                points={result.points}
                view={view}
                currency={data.currency}
                note={difference}
                allocation={result.lines.map((line) => {
                  const fund = data.funds.find((candidate) => candidate.invTypeNmbr === line.invTypeNmbr);
                  return `${line.percent}% ${fund ? fundDisplayName(fund, language) : line.invTypeNmbr}`;
                })}
                testId="outcome-what-if"
                t={t}
              />
            </SimpleGrid>
            <Stack gap={4} align="flex-start">
              <Button component={Link} to={switchPrefillPath(result.lines)} variant="outline">
                {t("whatIf.switch")}
              </Button>
              <Text size="sm" c="dimmed">
                {t("whatIf.switchHint")}
              </Text>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
