import { Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import {
  checkPercent,
  formatMoney,
  type Language,
  MIN_SWITCH_PERCENT,
  matchesRiskFilter,
  RISK_FILTER_CODES,
  type Scheme,
  type SwitchFundVo,
  unitPriceDecimals,
} from "@portal/domain";
import { type Ref, useId } from "react";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { AllocationTable, RunningTotal, SpreadEvenlyButton } from "./allocation-parts.tsx";
import type { IndexAnswer, SwitchInState } from "./draft.ts";
import { ErrorSummary, PercentInput, StepActions, StepFrame, useStepContinue } from "./step-frame.tsx";
import { blockedMessage, type FundSwitchT, validationMessage } from "./translation.ts";
import {
  auditorFunds,
  type BlockedFundVo,
  enteredLines,
  firstSwitchInBlock,
  indexQuestionFunds,
  switchInBlock,
  switchInResult,
  type ValidationKey,
  validationKeyOf,
} from "./wizard-model.ts";

/**
 * §2.7 step 4 (switchIn): a percentage per fund of the product, apart from the funds switched out,
 * with the risk-level filter (0 all to 4 high), the running total and the declarations.
 * A switched-out fund still carrying an entry (the member went back and switched it out) stays in
 * the list, marked, so the same-fund error can be seen and fixed. A fund an earlier instruction is
 * not complete on (§4.4) cannot be chosen: its input is disabled, with the instruction named, and
 * an entry already on it (a draft older than the block) is refused with that reason and a Remove
 * button. A fund blocked only through its linked group (a pending full switch-out of a linked
 * fund) can be switched into.
 */
export function SwitchInStep({
  funds,
  switchedOut,
  blocked,
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
  /** §4.4: the options' blocked funds; those with blocksSwitchIn cannot be switched into. */
  blocked: readonly BlockedFundVo[];
  state: SwitchInState;
  onState: (next: SwitchInState) => void;
  scheme: Scheme;
  language: Language;
  onBack: () => void;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const declarationsId = useId();
  const { entries, riskFilter, auditorDeclaration, indexAnswers } = state;
  const isOut = (fund: SwitchFundVo) => switchedOut.includes(fund.invTypeNmbr);
  const rows = funds.filter((fund) => !isOut(fund) || (entries[fund.invTypeNmbr]?.trim() ?? "") !== "");
  const visible = rows.filter((fund) => matchesRiskFilter(fund.invRskNm, riskFilter));
  const lines = enteredLines(entries, rows);
  const hidden = lines.filter((line) => !visible.some((fund) => fund.invTypeNmbr === line.invTypeNmbr));
  const { attempts, attempted, inlineKey, onNext } = useStepContinue(
    switchInResult(state, funds, switchedOut, blocked),
    onContinue,
  );
  const refusedBlock = firstSwitchInBlock(entries, funds, blocked);
  const summary =
    !attempted || !inlineKey
      ? null
      : inlineKey === "fundBlocked" && refusedBlock
        ? blockedMessage(refusedBlock, t, language, funds)
        : validationMessage(inlineKey, t);
  const needAuditor = auditorFunds(lines, funds);
  const indexFunds = indexQuestionFunds(lines, funds, indexAnswers);
  const decimals = unitPriceDecimals(scheme);

  const update = (patch: Partial<SwitchInState>) => onState({ ...state, ...patch });
  const setEntry = (invTypeNmbr: number, value: string) =>
    update({ entries: { ...entries, [invTypeNmbr]: value } });
  const removeEntry = (invTypeNmbr: number) => {
    const next = { ...entries };
    delete next[invTypeNmbr];
    update({ entries: next });
  };

  const rowError = (fund: SwitchFundVo): ValidationKey | null => {
    if (!attempted) return null;
    const percent = entries[fund.invTypeNmbr]?.trim() ?? "";
    if (percent === "") return null;
    if (switchInBlock(blocked, fund.invTypeNmbr)) return "fundBlocked";
    const own = validationKeyOf(checkPercent(percent));
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
            update({ riskFilter: code });
          }}
          data={RISK_FILTER_CODES.map((code) => ({
            value: String(code),
            label: t(`switchIn.riskFilters.${code}`),
          }))}
          w={{ base: "100%", xs: 240 }}
        />
        <SpreadEvenlyButton
          lines={lines}
          onSpread={(spread) => update({ entries: { ...entries, ...spread } })}
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
            const block = switchInBlock(blocked, id);
            const waiting = block !== null;
            const reason = block && blockedMessage(block, t, language, funds);
            const entered = (entries[id]?.trim() ?? "") !== "";
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
                  {reason && (
                    <Text size="xs" c={entered ? "red.9" : "dimmed"} fw={400}>
                      {reason}
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
                <Stack gap={4} align="flex-end">
                  <PercentInput
                    label={t("switchIn.percentLabel", { fund: name })}
                    value={entries[id] ?? ""}
                    onChange={(value) => setEntry(id, value)}
                    disabled={declined || waiting}
                    error={error === "fundBlocked" ? reason : error ? validationMessage(error, t) : null}
                  />
                  {waiting && entered && (
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => removeEntry(id)}
                      aria-label={t("switchOut.removeLabel", { fund: name })}
                    >
                      {t("switchOut.remove")}
                    </Button>
                  )}
                </Stack>
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
                onChange={(event) => update({ auditorDeclaration: event.currentTarget.checked })}
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
                    update({ indexAnswers: { ...indexAnswers, [id]: answer }, entries: next });
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
      <ErrorSummary message={summary} attempt={attempts} />
      <StepActions
        t={t}
        onBack={onBack}
        primary={<Button onClick={onNext}>{t("actions.continue")}</Button>}
      />
    </StepFrame>
  );
}
