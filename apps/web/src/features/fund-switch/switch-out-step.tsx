import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import {
  checkPercent,
  formatMoney,
  formatNumber,
  type Language,
  MIN_SWITCH_PERCENT,
  type Scheme,
  type SwitchFundVo,
  unitPriceDecimals,
  validateSwitchOut,
} from "@portal/domain";
import Decimal from "decimal.js";
import { type Ref, useId } from "react";
import figures from "../../components/figures.module.css";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import type { SwitchOutChoice } from "./draft.ts";
import classes from "./fund-switch.module.css";
import {
  ErrorSummary,
  FundCard,
  FundCardList,
  FundCell,
  PercentInput,
  ScrollHint,
  StepActions,
  StepFrame,
  usePhoneLayout,
  useStepContinue,
} from "./step-frame.tsx";
import { blockedMessage, type FundSwitchT, validationMessage } from "./translation.ts";
import {
  blockedChoices,
  choicePercent,
  estimateFor,
  firstBlocked,
  type SwitchOutRow,
  switchOutLines,
  type ValidationKey,
  validationKeyOf,
} from "./wizard-model.ts";

type ChoiceValue = "none" | SwitchOutChoice["mode"];

/**
 * §2.7 step 3 (switchOut, with switchOutPercentage): the held funds of the chosen contribution
 * type, each left alone, switched out in full, or by a specified whole percentage (5-100, §5.1).
 * Blocked funds (§4.4) are shown with the instruction that blocks them and cannot be chosen.
 * Choosing "A specified %" shows the percentage box right after the choice, next in the Tab order;
 * the focus stays where the member put it (WCAG 3.2.2: no change of context on input).
 */
export function SwitchOutStep({
  rows,
  funds,
  choices,
  onChoices,
  typeLabel,
  scheme,
  language,
  onPercentChosen,
  onBack,
  onContinue,
  headingRef,
  t,
}: {
  rows: readonly SwitchOutRow[];
  /** The product's funds: a block through a linked fund names it. */
  funds: readonly SwitchFundVo[];
  choices: Readonly<Record<string, SwitchOutChoice>>;
  onChoices: (next: Record<string, SwitchOutChoice>) => void;
  typeLabel: string;
  scheme: Scheme;
  language: Language;
  onPercentChosen: () => void;
  onBack: () => void;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const summaryId = useId();
  const phone = usePhoneLayout();
  const selectable = rows.filter((row) => row.blocked === null);
  const lines = switchOutLines(rows, choices);
  const stale = blockedChoices(rows, choices);
  const result =
    stale.length > 0
      ? "fund-blocked"
      : validateSwitchOut(
          lines,
          rows.map((row) => row.fund),
        );
  const { attempts, attempted, inlineKey, onNext } = useStepContinue(result, onContinue);
  const staleBlock = firstBlocked(rows, choices);
  const summary =
    !attempted || !inlineKey
      ? null
      : inlineKey === "fundBlocked" && staleBlock
        ? blockedMessage(staleBlock, t, language, funds)
        : validationMessage(inlineKey, t);
  const allChosen =
    selectable.length > 0 && selectable.every((row) => choices[row.fund.invTypeNmbr]?.mode === "all");
  const decimals = unitPriceDecimals(scheme);
  // The exchange rate column only when a fund is not in the account's currency at par.
  const showExchange = rows.some((row) => !new Decimal(row.fund.exchangeRate).equals(1));

  const setChoice = (invTypeNmbr: number, value: ChoiceValue, percent?: string) => {
    const next = { ...choices };
    const previous = choices[invTypeNmbr];
    if (value === "none") delete next[invTypeNmbr];
    else next[invTypeNmbr] = { mode: value, percent: percent ?? previous?.percent ?? "" };
    onChoices(next);
  };

  const setAll = (checked: boolean) => {
    const next: Record<string, SwitchOutChoice> = {};
    if (checked) {
      for (const row of selectable) {
        next[row.fund.invTypeNmbr] = { mode: "all", percent: choices[row.fund.invTypeNmbr]?.percent ?? "" };
      }
    }
    onChoices(next);
  };

  if (rows.length === 0) {
    return (
      <StepFrame title={t("switchOut.title")} headingRef={headingRef}>
        <Text role="status">{t("switchOut.empty")}</Text>
        <StepActions t={t} onBack={onBack} primary={null} />
      </StepFrame>
    );
  }

  const caption = t("switchOut.caption", { type: typeLabel });
  const views = rows.map((row) => {
    const id = row.fund.invTypeNmbr;
    const choice = choices[id];
    const name = fundDisplayName(row.fund, language);
    const error: ValidationKey | null =
      !attempted || !choice
        ? null
        : row.blocked !== null
          ? "fundBlocked"
          : validationKeyOf(checkPercent(choicePercent(choice)));
    const estimate = row.blocked === null ? estimateFor(row, choice) : null;
    const reasonId = `fund-switch-blocked-${id}`;
    const reason = row.blocked && blockedMessage(row.blocked, t, language, funds);
    const notes = reason && (
      <Text key="reason" id={reasonId} size="xs" c="red.9" fw={400}>
        {reason}
      </Text>
    );
    const control = (
      <Stack key="control" gap={6} align="flex-end">
        <NativeSelect
          aria-label={t("switchOut.choice.label", { fund: name })}
          aria-describedby={row.blocked ? reasonId : undefined}
          disabled={row.blocked !== null}
          value={row.blocked === null ? (choice?.mode ?? "none") : "none"}
          onChange={(event) => {
            const value = event.currentTarget.value as ChoiceValue;
            setChoice(id, value);
            // Logged as the switchOutPercentage page; the focus is not moved (WCAG 3.2.2).
            if (value === "percent") onPercentChosen();
          }}
          data={[
            { value: "none", label: t("switchOut.choice.none") },
            { value: "all", label: t("switchOut.choice.all") },
            { value: "percent", label: t("switchOut.choice.percent") },
          ]}
          w={160}
        />
        {row.blocked === null && choice?.mode === "percent" && (
          <PercentInput
            label={t("switchOut.percentLabel", { fund: name })}
            value={choice.percent}
            onChange={(value) => setChoice(id, "percent", value)}
            error={error ? validationMessage(error, t) : null}
          />
        )}
        {row.blocked !== null && choice && (
          <Stack gap={4} align="flex-end">
            <Text size="xs" c="red.9" ta="right">
              {reason}
            </Text>
            <Button
              size="compact-xs"
              variant="outline"
              color="red.9"
              onClick={() => setChoice(id, "none")}
              aria-label={t("switchOut.removeLabel", { fund: name })}
            >
              {t("switchOut.remove")}
            </Button>
          </Stack>
        )}
      </Stack>
    );
    return {
      row,
      id,
      name,
      error,
      notes,
      control,
      risk: <RiskIndicator key="risk" scheme={scheme} fund={row.fund} />,
      balance: formatMoney(row.balance, row.fund.currency),
      percentOfAsset: `${formatNumber(row.percentOfAsset)}%`,
      estimate: estimate === null ? "—" : formatMoney(estimate, row.fund.currency),
      unitPrice: formatMoney(row.fund.unitPrice, row.fund.currency, decimals),
      units: formatNumber(row.units, 4),
      exchangeRate: formatNumber(row.fund.exchangeRate, 4),
    };
  });

  return (
    <StepFrame
      title={t("switchOut.title")}
      intro={t("switchOut.intro", { min: MIN_SWITCH_PERCENT })}
      headingRef={headingRef}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Checkbox
          label={t("switchOut.allBenefits")}
          description={t("switchOut.allBenefitsHint")}
          checked={allChosen}
          disabled={selectable.length === 0}
          onChange={(event) => setAll(event.currentTarget.checked)}
        />
        <Text size="sm" fw={600} aria-live="polite">
          {t("switchOut.selected", { count: lines.length })}
        </Text>
      </Group>
      <Stack gap={4}>
        {phone ? (
          <FundCardList label={caption}>
            {views.map((view) => (
              <FundCard
                key={view.id}
                fundId={view.id}
                name={view.name}
                code={view.row.fund.invTypeNm}
                currency={view.row.fund.currency}
                notes={view.notes}
                invalid={view.error !== null}
                unavailable={view.row.blocked !== null}
                facts={[
                  { label: t("switchOut.columns.risk"), value: view.risk },
                  { label: t("switchOut.columns.balance"), value: view.balance },
                  { label: t("switchOut.columns.percentOfAsset"), value: view.percentOfAsset },
                  { label: t("switchOut.columns.unitPrice"), value: view.unitPrice },
                  { label: t("switchOut.columns.units"), value: view.units },
                  ...(showExchange
                    ? [{ label: t("switchOut.columns.exchangeRate"), value: view.exchangeRate }]
                    : []),
                  { label: t("switchOut.columns.estimate"), value: view.estimate },
                ]}
                controlLabel={t("switchOut.columns.switchOut")}
                control={view.control}
                t={t}
              />
            ))}
          </FundCardList>
        ) : (
          <>
            <ScrollHint t={t} />
            <ScrollTable minWidth={showExchange ? 1040 : 960} label={caption}>
              <Table withTableBorder captionSide="top" className={figures.stickyFirst} verticalSpacing="sm">
                <Table.Caption>{caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("switchOut.columns.fund")}</Table.Th>
                    <Table.Th scope="col">{t("switchOut.columns.risk")}</Table.Th>
                    <Table.Th scope="col" className={figures.num}>
                      {t("switchOut.columns.balance")}
                    </Table.Th>
                    <Table.Th scope="col" className={figures.num}>
                      {t("switchOut.columns.percentOfAsset")}
                    </Table.Th>
                    <Table.Th scope="col" className={figures.num} miw={170}>
                      {t("switchOut.columns.switchOut")}
                    </Table.Th>
                    <Table.Th scope="col" className={figures.num}>
                      {t("switchOut.columns.estimate")}
                    </Table.Th>
                    <Table.Th scope="col" className={figures.num}>
                      {t("switchOut.columns.unitPrice")}
                    </Table.Th>
                    <Table.Th scope="col" className={figures.num}>
                      {t("switchOut.columns.units")}
                    </Table.Th>
                    {showExchange && (
                      <Table.Th scope="col" className={figures.num}>
                        {t("switchOut.columns.exchangeRate")}
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {views.map((view) => (
                    <Table.Tr
                      key={view.id}
                      className={
                        view.error ? classes.invalidRow : view.row.blocked ? classes.unavailable : undefined
                      }
                      data-fund={view.id}
                    >
                      <FundCell
                        name={view.name}
                        code={view.row.fund.invTypeNm}
                        currency={view.row.fund.currency}
                        t={t}
                      >
                        {view.notes}
                      </FundCell>
                      <Table.Td>{view.risk}</Table.Td>
                      <Table.Td className={figures.num}>{view.balance}</Table.Td>
                      <Table.Td className={figures.num}>{view.percentOfAsset}</Table.Td>
                      <Table.Td>{view.control}</Table.Td>
                      <Table.Td className={figures.num}>{view.estimate}</Table.Td>
                      <Table.Td className={figures.num}>{view.unitPrice}</Table.Td>
                      <Table.Td className={figures.num}>{view.units}</Table.Td>
                      {showExchange && <Table.Td className={figures.num}>{view.exchangeRate}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t("switchOut.estimateNote")}
        </Text>
      </Stack>
      <ErrorSummary id={summaryId} message={summary} attempt={attempts} />
      <StepActions
        t={t}
        onBack={onBack}
        primary={<Button onClick={onNext}>{t("actions.continue")}</Button>}
      />
    </StepFrame>
  );
}
