import { Stack, Text } from "@mantine/core";
import {
  type ContributionType,
  formatLongDate,
  formatMoney,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  type SwitchOptionsResponse,
  validateAllocation,
  validateSwitchOut,
} from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { fundDisplayName } from "../../components/fund-name.ts";
import { recordAccess } from "../../lib/api/record.ts";
import type { SelectedAccount } from "../../lib/session-store.ts";
import { AcceptedStep } from "./accepted-step.tsx";
import { FUND_SWITCH_QUERY_KEY } from "./api/switch-options.ts";
import { AssetTypeStep } from "./asset-type-step.tsx";
import { ConfirmationStep } from "./confirmation-step.tsx";
import { CutOffNote, Facts, SummaryTable } from "./confirmation-summary.tsx";
import { ContributionTypeStep } from "./contribution-type-step.tsx";
import {
  clearDraft,
  emptyDraft,
  type FundSwitchDraft,
  isAcceptedStep,
  NO_ENTRIES,
  newIdempotencyKey,
  PATH_STEPS,
  readDraft,
  type Step,
  type WizardPath,
  writeDraft,
} from "./draft.ts";
import { FutureAllocationStep } from "./future-allocation-step.tsx";
import { StepTrail } from "./step-trail.tsx";
import { SwitchInStep } from "./switch-in-step.tsx";
import { SwitchOutStep } from "./switch-out-step.tsx";
import { contributionTypeLabel, useFundSwitchTranslation } from "./translation.ts";
import {
  auditorFunds,
  blockedChoices,
  choicePercent,
  currentAllocationOf,
  enteredLines,
  estimateFor,
  FUND_SWITCH_PATH,
  indexQuestionFunds,
  STEP_PAGES,
  SWITCH_OUT_PERCENT_PAGE,
  type SwitchInState,
  switchInResult,
  switchOutLines,
  switchOutRows,
} from "./wizard-model.ts";

const isConfirmation = (step: Step) => step === "confirmation" || step === "futureConfirmation";

/**
 * The stored draft of this visit when it still fits what the account is offered now; else a new
 * one. A draft past the contribution type whose type is no longer offered goes back to that step.
 */
function restoreDraft(
  options: SwitchOptionsResponse,
  clntRltnshpNmbr: number,
  locationKey: string,
): FundSwitchDraft {
  const draft = readDraft(clntRltnshpNmbr, locationKey);
  if (!draft || draft.step === "assetTypes" || draft.path === null) {
    return draft ?? emptyDraft(clntRltnshpNmbr, locationKey);
  }
  const existing = draft.path === "existing";
  const types = existing ? options.existingContributionTypes : options.futureContributionTypes;
  if (types.length === 0 || (existing && options.existingAssetsDisabled)) {
    return emptyDraft(clntRltnshpNmbr, locationKey);
  }
  const typeStep = PATH_STEPS[draft.path][1] ?? "assetTypes";
  if (
    draft.step !== typeStep &&
    (draft.contributionType === null || !types.includes(draft.contributionType))
  ) {
    return { ...draft, ...NO_ENTRIES, step: typeStep };
  }
  // A later step whose earlier entries no longer pass (holdings or blocks changed since) goes
  // back to the first step that needs fixing.
  const type = draft.contributionType ?? "ALL";
  if (existing && (draft.step === "switchIn" || draft.step === "confirmation")) {
    const rows = switchOutRows(options, type);
    const outLines = switchOutLines(rows, draft.switchOut);
    const heldFunds = rows.map((row) => row.fund);
    if (validateSwitchOut(outLines, heldFunds) !== null || blockedChoices(rows, draft.switchOut).length > 0) {
      return { ...draft, step: "switchOut", idempotencyKey: null };
    }
    const switchedOut = outLines.map((line) => line.invTypeNmbr);
    if (
      draft.step === "confirmation" &&
      switchInResult(switchInStateOf(draft), options.funds, switchedOut) !== null
    ) {
      return { ...draft, step: "switchIn", idempotencyKey: null };
    }
  }
  if (
    draft.step === "futureConfirmation" &&
    validateAllocation(enteredLines(draft.allocation, options.funds)) !== null
  ) {
    return { ...draft, step: "futureAssetTypes", idempotencyKey: null };
  }
  if (isConfirmation(draft.step) && !draft.idempotencyKey)
    return { ...draft, idempotencyKey: newIdempotencyKey() };
  return draft;
}

function switchInStateOf(draft: FundSwitchDraft): SwitchInState {
  return {
    entries: draft.switchIn,
    riskFilter: draft.riskFilter,
    auditorDeclaration: draft.auditorDeclaration,
    indexAnswers: draft.indexAnswers,
  };
}

/**
 * The fund switching wizard of part 2 §2.7, for an account that can take instructions: the
 * existing-assets path (asset type, contribution type, switch out, switch in, confirmation,
 * accepted) and the future-contributions path (asset type, contribution type, allocation,
 * confirmation, accepted). The draft survives a reload (draft.ts); each step arrival is logged
 * under its §2.1 page name.
 */
export function FundSwitchWizard({
  options,
  account,
}: {
  options: SwitchOptionsResponse;
  account: SelectedAccount;
}) {
  const { t, language } = useFundSwitchTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => restoreDraft(options, account.clntRltnshpNmbr, location.key));
  const [result, setResult] = useState<SubmitInstructionResponse | null>(null);
  /** Counts arrivals on a step: the access log and the focus follow it. */
  const [visit, setVisit] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recordedVisit = useRef<number | null>(null);
  const percentRecordedVisit = useRef<number | null>(null);
  const naming = { scheme: options.scheme, isOrso: options.isOrso };

  const record = useCallback(
    (page: { pageName: string; subPath: string }) =>
      recordAccess({
        pageName: page.pageName,
        pageLink: `${FUND_SWITCH_PATH}${page.subPath}`,
        policyId: account.clntRltnshpNmbr,
        contractId: account.contractNmbr,
        browserInfo: navigator.userAgent.slice(0, 500),
      }),
    [account.clntRltnshpNmbr, account.contractNmbr],
  );

  const restart = useCallback(
    (locationKey: string) => {
      setDraft(emptyDraft(account.clntRltnshpNmbr, locationKey));
      setResult(null);
      setVisit((n) => n + 1);
    },
    [account.clntRltnshpNmbr],
  );

  // §2.1: /fundSwitch is a reset page: coming to it afresh (the menu, a link) starts over.
  useEffect(() => {
    if (location.key !== draft.locationKey) restart(location.key);
  }, [location.key, draft.locationKey, restart]);

  // The draft follows every change; an accepted instruction leaves none behind.
  useEffect(() => {
    if (isAcceptedStep(draft.step)) clearDraft();
    else writeDraft(draft);
  }, [draft]);

  useEffect(() => {
    if (recordedVisit.current === visit) return;
    recordedVisit.current = visit;
    record(STEP_PAGES[draft.step]);
  }, [visit, draft.step, record]);

  useEffect(() => {
    if (visit > 0) headingRef.current?.focus();
  }, [visit]);

  const goTo = (step: Step, patch: Partial<FundSwitchDraft> = {}) => {
    setDraft((current) => ({ ...current, ...patch, step }));
    setVisit((n) => n + 1);
  };
  const path: WizardPath = draft.path ?? "existing";
  const steps = PATH_STEPS[path];
  const back = () => {
    const previous = steps[steps.indexOf(draft.step) - 1];
    if (previous) goTo(previous);
  };
  const update = (patch: Partial<FundSwitchDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const choosePath = (next: WizardPath) => {
    const firstStep = next === "existing" ? "contributionTypes" : "futureContributionTypes";
    goTo(firstStep, next === draft.path ? {} : { ...NO_ENTRIES, path: next });
  };
  const chooseType = (type: ContributionType) => {
    const nextStep = path === "existing" ? "switchOut" : "futureAssetTypes";
    goTo(nextStep, type === draft.contributionType ? {} : { ...NO_ENTRIES, contributionType: type });
  };
  const accept = (response: SubmitInstructionResponse) => {
    setResult(response);
    goTo(path === "existing" ? "transaction" : "futureTransaction");
  };
  const onPercentChosen = () => {
    if (percentRecordedVisit.current === visit) return;
    percentRecordedVisit.current = visit;
    record(SWITCH_OUT_PERCENT_PAGE);
  };

  const type = draft.contributionType;
  const typeLabel = (assets: "existing" | "future") =>
    type ? contributionTypeLabel(type, naming, assets, t) : "";
  const typeStep = (assets: "existing" | "future") => (
    <ContributionTypeStep
      key={assets}
      assets={assets}
      types={assets === "existing" ? options.existingContributionTypes : options.futureContributionTypes}
      value={type}
      labelOf={(candidate) => contributionTypeLabel(candidate, naming, assets, t)}
      onBack={() => goTo("assetTypes")}
      onContinue={chooseType}
      headingRef={headingRef}
      t={t}
    />
  );

  const renderStep = () => {
    if (draft.step === "assetTypes") {
      return <AssetTypeStep options={options} onChoose={choosePath} headingRef={headingRef} t={t} />;
    }
    if (draft.step === "contributionTypes" || type === null) return typeStep(path);
    if (draft.step === "futureContributionTypes") return typeStep("future");

    if (isAcceptedStep(draft.step)) {
      if (!result)
        return <AssetTypeStep options={options} onChoose={choosePath} headingRef={headingRef} t={t} />;
      return (
        <AcceptedStep
          result={result}
          typeLabel={contributionTypeLabel(result.contributionType, naming, path, t)}
          language={language}
          onRestart={() => {
            restart(location.key);
            void queryClient.invalidateQueries({ queryKey: FUND_SWITCH_QUERY_KEY });
          }}
          headingRef={headingRef}
          t={t}
        />
      );
    }

    if (path === "future") {
      const current = currentAllocationOf(options, type);
      const lines = enteredLines(draft.allocation, options.funds);
      if (draft.step === "futureConfirmation") {
        const request = (password: string): SubmitInstructionRequest => ({
          kind: "FUTURE_ALLOCATION",
          clntRltnShpNmbr: account.clntRltnshpNmbr,
          contributionType: type,
          password,
          disclaimerAccepted: true,
          idempotencyKey: draft.idempotencyKey ?? newIdempotencyKey(),
          allocation: lines,
        });
        return (
          <ConfirmationStep
            key={draft.idempotencyKey}
            summary={
              <Stack gap="md">
                <Facts items={[{ label: t("confirmation.contributionType"), value: typeLabel("future") }]} />
                <SummaryTable
                  title={t("confirmation.allocationTitle")}
                  columns={[t("future.columns.current"), t("future.columns.allocation")]}
                  rows={lines.map((line) => {
                    const fund = options.funds.find(
                      (candidate) => candidate.invTypeNmbr === line.invTypeNmbr,
                    );
                    const was = current.get(line.invTypeNmbr);
                    return {
                      key: line.invTypeNmbr,
                      fund: fund ? fundDisplayName(fund, language) : String(line.invTypeNmbr),
                      figures: [was === undefined ? "—" : `${was}%`, `${line.percent}%`],
                    };
                  })}
                  t={t}
                />
              </Stack>
            }
            request={request}
            onAccepted={accept}
            onBack={back}
            headingRef={headingRef}
            t={t}
          />
        );
      }
      return (
        <FutureAllocationStep
          funds={options.funds}
          current={current}
          entries={draft.allocation}
          onEntries={(allocation) => update({ allocation })}
          typeLabel={typeLabel("future")}
          scheme={options.scheme}
          language={language}
          onBack={back}
          onContinue={() => goTo("futureConfirmation", { idempotencyKey: newIdempotencyKey() })}
          headingRef={headingRef}
          t={t}
        />
      );
    }

    const rows = switchOutRows(options, type);
    const outLines = switchOutLines(rows, draft.switchOut);
    const switchedOut = outLines.map((line) => line.invTypeNmbr);
    if (draft.step === "switchOut") {
      return (
        <SwitchOutStep
          rows={rows}
          choices={draft.switchOut}
          onChoices={(switchOut) => update({ switchOut })}
          typeLabel={typeLabel("existing")}
          scheme={options.scheme}
          language={language}
          onPercentChosen={onPercentChosen}
          onBack={back}
          onContinue={() => goTo("switchIn")}
          headingRef={headingRef}
          t={t}
        />
      );
    }
    const switchInState = switchInStateOf(draft);
    if (draft.step === "switchIn") {
      return (
        <SwitchInStep
          funds={options.funds}
          switchedOut={switchedOut}
          incomplete={options.blockedFunds.filter((b) => b.reason === "incomplete").map((b) => b.invTypeNmbr)}
          state={switchInState}
          onState={(patch) =>
            update({
              ...(patch.entries && { switchIn: { ...patch.entries } }),
              ...(patch.riskFilter !== undefined && { riskFilter: patch.riskFilter }),
              ...(patch.auditorDeclaration !== undefined && { auditorDeclaration: patch.auditorDeclaration }),
              ...(patch.indexAnswers && { indexAnswers: { ...patch.indexAnswers } }),
            })
          }
          scheme={options.scheme}
          language={language}
          onBack={back}
          onContinue={() => goTo("confirmation", { idempotencyKey: newIdempotencyKey() })}
          headingRef={headingRef}
          t={t}
        />
      );
    }

    // confirmation
    const inLines = enteredLines(draft.switchIn, options.funds);
    const needsAuditor = auditorFunds(inLines, options.funds).length > 0;
    const indexFunds = indexQuestionFunds(inLines, options.funds, draft.indexAnswers);
    const nameOf = (invTypeNmbr: number) => {
      const fund = options.funds.find((candidate) => candidate.invTypeNmbr === invTypeNmbr);
      return fund ? fundDisplayName(fund, language) : String(invTypeNmbr);
    };
    const request = (password: string): SubmitInstructionRequest => ({
      kind: "FUND_SWITCH",
      clntRltnShpNmbr: account.clntRltnshpNmbr,
      contributionType: type,
      password,
      disclaimerAccepted: true,
      idempotencyKey: draft.idempotencyKey ?? newIdempotencyKey(),
      switchOut: outLines,
      switchIn: inLines,
      auditorDeclaration: needsAuditor && draft.auditorDeclaration,
      indexConfirmation:
        indexFunds.length > 0 && indexFunds.every((fund) => draft.indexAnswers[fund.invTypeNmbr] === "yes"),
    });
    return (
      <ConfirmationStep
        key={draft.idempotencyKey}
        summary={
          <Stack gap="lg">
            <Stack gap="xs">
              <Facts
                items={[
                  { label: t("confirmation.contributionType"), value: typeLabel("existing") },
                  {
                    label: t("confirmation.dealingDate"),
                    value: formatLongDate(options.expectedDealingDate, language),
                    testId: "dealing-date",
                  },
                ]}
              />
              <CutOffNote cutOffHours={options.cutOffHours} t={t} />
            </Stack>
            <SummaryTable
              title={t("confirmation.outTitle")}
              columns={[t("confirmation.columns.percent"), t("confirmation.columns.estimate")]}
              rows={rows.flatMap((row) => {
                const choice = draft.switchOut[row.fund.invTypeNmbr];
                if (!choice || row.blocked !== null) return [];
                const estimate = estimateFor(row, choice);
                return [
                  {
                    key: row.fund.invTypeNmbr,
                    fund: fundDisplayName(row.fund, language),
                    figures: [
                      choice.mode === "all" ? t("confirmation.all") : `${choicePercent(choice)}%`,
                      estimate === null ? "—" : formatMoney(estimate, row.fund.currency),
                    ],
                  },
                ];
              })}
              t={t}
            />
            <SummaryTable
              title={t("confirmation.inTitle")}
              columns={[t("confirmation.columns.allocation")]}
              rows={inLines.map((line) => ({
                key: line.invTypeNmbr,
                fund: nameOf(line.invTypeNmbr),
                figures: [`${line.percent}%`],
              }))}
              t={t}
            />
            <Text size="xs" c="dimmed">
              {t("switchOut.estimateNote")}
            </Text>
            {needsAuditor && draft.auditorDeclaration && (
              <Text size="sm">{t("confirmation.auditorMade")}</Text>
            )}
          </Stack>
        }
        request={request}
        onAccepted={accept}
        onFundBlocked={() => goTo("switchOut")}
        onBack={back}
        headingRef={headingRef}
        t={t}
      />
    );
  };

  return (
    <Stack gap="lg">
      <StepTrail
        steps={steps}
        current={draft.step}
        locked={isAcceptedStep(draft.step)}
        onSelect={goTo}
        t={t}
      />
      {renderStep()}
    </Stack>
  );
}
