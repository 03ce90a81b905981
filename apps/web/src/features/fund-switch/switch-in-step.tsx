import { Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import {
  formatMoney,
  isSwitchToastCode,
  type Language,
  MIN_SWITCH_PERCENT,
  matchesRiskFilter,
  RISK_FILTER_CODES,
  type Scheme,
  type SwitchFundVo,
} from "@portal/domain";
import { type Ref, useId, useState } from "react";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { showToast } from "../../lib/toasts.tsx";
import { AllocationTable, RunningTotal, SpreadEvenlyButton } from "./allocation-parts.tsx";
import type { IndexAnswer } from "./draft.ts";
import { ErrorSummary, focusFirstInvalid, PercentInput, StepActions, StepFrame } from "./step-frame.tsx";
import { type FundSwitchT, unitPriceDecimals, validationMessage } from "./translation.ts";
import {
  auditorFunds,
  enteredLines,
  indexQuestionFunds,
  lineError,
  type SwitchInState,
  switchInResult,
  type ValidationKey,
  validationKeyOf,
} from "./wizard-model.ts";

/**
 * §2.7 step 4 (switchIn): a percentage per fund of the product, apart from the funds switched out,
 * with the risk-level filter (0 all to 4 high), the running total and the declarations.
 * A switched-out fund still carrying an entry (the member went back and switched it out) stays in
 * the list, marked, so the same-fund error can be seen and fixed.
 */
export function SwitchInStep({
  funds,
  switchedOut,
  incomplete,
  state,
  onState,
  scheme,
  language,
  onBack,
  onContinue,
  headingRef,
  t,
}: {
  funds: readonly SwitchFundVo[];
  switchedOut: readonly number[];
  /** §4.4: funds with an earlier instruction not yet complete cannot be switched into. */
  incomplete: readonly number[];
  state: SwitchInState;
  onState: (patch: Partial<SwitchInState>) => void;
  scheme: Scheme;
  language: Language;
  onBack: () => void;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const [attempted, setAttempted] = useState(false);
  const declarationsId = useId();
  const { entries, riskFilter, auditorDeclaration, indexAnswers } = state;
  const isOut = (fund: SwitchFundVo) => switchedOut.includes(fund.invTypeNmbr);
  const rows = funds.filter((fund) => !isOut(fund) || (entries[fund.invTypeNmbr]?.trim() ?? "") !== "");
  const visible = rows.filter((fund) => matchesRiskFilter(fund.invRskNm, riskFilter));
  const lines = enteredLines(entries, rows);
  const hidden = lines.filter((line) => !visible.some((fund) => fund.invTypeNmbr === line.invTypeNmbr));
  const result = switchInResult(state, funds, switchedOut);
  const inlineKey = result && !isSwitchToastCode(result) ? validationKeyOf(result) : null;
  const summary = attempted && inlineKey ? validationMessage(inlineKey, t) : null;
  const needAuditor = auditorFunds(lines, funds);
  const indexFunds = indexQuestionFunds(lines, funds, indexAnswers);
  const decimals = unitPriceDecimals(scheme);

  const setEntry = (invTypeNmbr: number, value: string) =>
    onState({ entries: { ...entries, [invTypeNmbr]: value } });

  const onNext = () => {
    setAttempted(true);
    if (result === null) onContinue();
    else if (isSwitchToastCode(result)) showToast(result);
    else focusFirstInvalid();
  };

  const rowError = (fund: SwitchFundVo): ValidationKey | null => {
    if (!attempted) return null;
    const percent = entries[fund.invTypeNmbr]?.trim() ?? "";
    if (percent === "") return null;
    const own = validationKeyOf(lineError({ invTypeNmbr: fund.invTypeNmbr, percent }));
    if (own) return own;
    if (inlineKey === "totalNot100") return "totalNot100";
    if (
      inlineKey === "indexConfirmation" &&
      fund.needsIndexConfirmation &&
      indexAnswers[fund.invTypeNmbr] !== "yes"
    )
      return "indexConfirmation";
    return null;
  };

  const caption = t("switchIn.caption");
  return (
    <StepFrame
      title={t("switchIn.title")}
      intro={t("switchIn.intro", { min: MIN_SWITCH_PERCENT })}
      headingRef={headingRef}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t("switchIn.riskFilter")}
          value={String(riskFilter)}
          onChange={(event) => {
            const code = RISK_FILTER_CODES.find((c) => String(c) === event.currentTarget.value) ?? 0;
            onState({ riskFilter: code });
          }}
          data={RISK_FILTER_CODES.map((code) => ({
            value: String(code),
            label: t(`switchIn.riskFilters.${code}`),
          }))}
          w={{ base: "100%", xs: 240 }}
        />
        <SpreadEvenlyButton
          lines={lines}
          onSpread={(spread) => onState({ entries: { ...entries, ...spread } })}
          t={t}
        />
      </Group>
      <Stack gap={4}>
        <AllocationTable
          caption={caption}
          fundLabel={t("switchIn.columns.fund")}
          inputLabel={t("switchIn.columns.allocation")}
          empty={t("switchIn.empty")}
          t={t}
          rows={visible.map((fund) => {
            const id = fund.invTypeNmbr;
            const name = fundDisplayName(fund, language);
            const declined = fund.needsIndexConfirmation && indexAnswers[id] === "no";
            const waiting = incomplete.includes(id);
            const error = rowError(fund);
            return {
              id,
              name,
              code: fund.invTypeNm,
              currency: fund.currency,
              invalid: error !== null,
              notes: (
                <>
                  {isOut(fund) && (
                    <Text size="xs" c="red.9" fw={400}>
                      {t("switchIn.switchedOut")}
                    </Text>
                  )}
                  {waiting && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {t("switchOut.blockedReason.incomplete")}
                    </Text>
                  )}
                  {declined && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {t("switchIn.indexDeclined")}
                    </Text>
                  )}
                </>
              ),
              figures: [
                { label: t("switchIn.columns.risk"), value: <RiskIndicator scheme={scheme} fund={fund} /> },
                {
                  label: t("switchIn.columns.unitPrice"),
                  value: formatMoney(fund.unitPrice, fund.currency, decimals),
                  numeric: true,
                },
              ],
              input: (
                <PercentInput
                  label={t("switchIn.percentLabel", { fund: name })}
                  value={entries[id] ?? ""}
                  onChange={(value) => setEntry(id, value)}
                  disabled={declined || (waiting && (entries[id]?.trim() ?? "") === "")}
                  error={error ? validationMessage(error, t) : null}
                />
              ),
            };
          })}
        />
        {hidden.length > 0 && (
          <Text size="xs" c="dimmed">
            {t("switchIn.hiddenEntries", { count: hidden.length })}
          </Text>
        )}
      </Stack>
      <RunningTotal lines={lines} invalid={attempted && inlineKey === "totalNot100"} t={t} />
      {(needAuditor.length > 0 || indexFunds.length > 0) && (
        <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-labelledby={declarationsId}>
          <Title order={3} size="h5" mb="sm" id={declarationsId}>
            {t("switchIn.declarations")}
          </Title>
          <Stack gap="md">
            {needAuditor.length > 0 && (
              <Checkbox
                label={t("switchIn.auditor", {
                  funds: needAuditor.map((fund) => fundDisplayName(fund, language)).join(", "),
                })}
                checked={auditorDeclaration}
                onChange={(event) => onState({ auditorDeclaration: event.currentTarget.checked })}
                error={
                  attempted && inlineKey === "auditorDeclaration"
                    ? validationMessage("auditorDeclaration", t)
                    : undefined
                }
              />
            )}
            {indexFunds.map((fund) => {
              const id = fund.invTypeNmbr;
              const unanswered = attempted && inlineKey === "indexConfirmation" && indexAnswers[id] !== "yes";
              return (
                <Radio.Group
                  key={id}
                  label={t("switchIn.indexQuestion", { fund: fundDisplayName(fund, language) })}
                  value={indexAnswers[id] ?? null}
                  onChange={(value) => {
                    const answer: IndexAnswer = value === "yes" ? "yes" : "no";
                    const next = { ...entries };
                    if (answer === "no") delete next[id];
                    onState({ indexAnswers: { ...indexAnswers, [id]: answer }, entries: next });
                  }}
                  error={unanswered ? validationMessage("indexConfirmation", t) : undefined}
                >
                  <Group gap="lg" mt="xs">
                    <Radio value="yes" label={t("switchIn.indexYes")} />
                    <Radio value="no" label={t("switchIn.indexNo")} />
                  </Group>
                </Radio.Group>
              );
            })}
          </Stack>
        </Paper>
      )}
      <ErrorSummary message={summary} />
      <StepActions
        t={t}
        onBack={onBack}
        primary={<Button onClick={onNext}>{t("actions.continue")}</Button>}
      />
    </StepFrame>
  );
}
