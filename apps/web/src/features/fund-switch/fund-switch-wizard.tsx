import { Stack } from "@mantine/core";
import {
  type ContributionType,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
  SWITCH_OUT_PERCENT_PAGE,
  type SwitchOptionsResponse,
  validateAllocation,
  validateSwitchOut,
} from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { recordAccess } from "../../lib/api/record.ts";
import { contributionTypeLabel } from "../../lib/contribution-type-label.ts";
import { useLocation } from "../../lib/router.tsx";
import type { SelectedAccount } from "../../lib/session-store.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { AcceptedStep } from "./accepted-step.tsx";
import { FUND_SWITCH_QUERY_KEY, switchOptionsQuery } from "./api/switch-options.ts";
import { AssetTypeStep } from "./asset-type-step.tsx";
import { ConfirmationStep } from "./confirmation-step.tsx";
import { FundSwitchSummary, FutureAllocationSummary } from "./confirmation-summary.tsx";
import { ContributionTypeStep } from "./contribution-type-step.tsx";
import {
  clearDraft,
  emptyDraft,
  type FundSwitchDraft,
  isAcceptedStep,
  NO_ENTRIES,
  newIdempotencyKey,
  PATH_STEPS,
  pathSteps,
  readDraft,
  type Step,
  startingEntries,
  type WizardPath,
  writeDraft,
} from "./draft.ts";
import { FundsProcessingStep } from "./funds-processing-step.tsx";
import { FutureAllocationStep } from "./future-allocation-step.tsx";
import { StepTrail } from "./step-trail.tsx";
import { SwitchInStep } from "./switch-in-step.tsx";
import { SwitchOutStep } from "./switch-out-step.tsx";
import { type FundSwitchT, useFundSwitchTranslation } from "./translation.ts";
import {
  auditorFunds,
  blockedChoices,
  currentAllocationOf,
  enteredLines,
  FUND_SWITCH_PATH,
  indexQuestionFunds,
  STEP_PAGES,
  stepOfBlockedFund,
  switchInResult,
  switchOutLines,
  switchOutRows,
  switchPrefill,
} from "./wizard-model.ts";

const isConfirmation = (step: Step) => step === "confirmation" || step === "futureConfirmation";

/** The existing-assets steps a transfer or withdrawal being processed (§4.4) keeps the member from. */
const PROCESSING_BLOCKS: readonly Step[] = ["switchOut", "switchIn", "confirmation"];

/**
 * The step a draft of the existing-assets path belongs at while funds are (or are no longer) being
 * processed, or null when it is where it should be.
 */
function processingStep(step: Step, path: WizardPath | null, fundsProcessing: boolean): Step | null {
  if (path !== "existing") return null;
  if (fundsProcessing && PROCESSING_BLOCKS.includes(step)) return "fundsProcessing";
  if (!fundsProcessing && step === "fundsProcessing") return "switchOut";
  return null;
}

/**
 * The stored draft of this visit when it still fits what the account is offered now; else a new
 * one (with the allocation a link opened the page with, if any). A draft past the contribution
 * type whose type is no longer offered goes back to that step.
 */
function restoreDraft(
  options: SwitchOptionsResponse,
  clntRltnshpNmbr: number,
  locationKey: string,
  prefill: Readonly<Record<string, string>> | null = null,
): FundSwitchDraft {
  const stored = readDraft(clntRltnshpNmbr, locationKey);
  if (!stored || stored.step === "assetTypes" || stored.path === null) {
    return stored ?? emptyDraft(clntRltnshpNmbr, locationKey, prefill);
  }
  const existing = stored.path === "existing";
  const types = existing ? options.existingContributionTypes : options.futureContributionTypes;
  if (types.length === 0 || (existing && options.existingAssetsDisabled)) {
    return emptyDraft(clntRltnshpNmbr, locationKey, prefill);
  }
  const typeStep = PATH_STEPS[stored.path][1] ?? "assetTypes";
  if (
    stored.step !== typeStep &&
    (stored.contributionType === null || !types.includes(stored.contributionType))
  ) {
    return { ...stored, ...NO_ENTRIES, step: typeStep };
  }
  const moved = processingStep(stored.step, stored.path, options.fundsProcessing);
  const draft = moved ? { ...stored, step: moved, idempotencyKey: null } : stored;
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
      switchInResult(draft.switchIn, options.funds, switchedOut, options.blockedFunds) !== null
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

/** What every step is given besides its own props. */
interface StepContext {
  headingRef: RefObject<HTMLHeadingElement | null>;
  t: FundSwitchT;
}

/**
 * The fund switching wizard of part 2 §2.7, for an account that can take instructions: the
 * existing-assets path (asset type, contribution type, [fund-processing block page,] switch out,
 * switch in, confirmation, accepted) and the future-contributions path (asset type, contribution
 * type, allocation, confirmation, accepted). The draft survives a reload (draft.ts); each step
 * arrival is logged under its §2.1 page name. Opened with an allocation in its address
 * ("?to=298:60,312:40", from the projection's what-if), the switch-in and future-allocation
 * percentages start from it.
 */
export function FundSwitchWizard({
  options,
  account,
}: {
  options: SwitchOptionsResponse;
  account: SelectedAccount;
}) {
  const { t, language } = useFundSwitchTranslation();
  const { t: common } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The allocation a link opened the wizard with, once checked (else null): what new entries start from.
  const prefill = useMemo(() => switchPrefill(location.search, options), [location.search, options]);
  const [draft, setDraft] = useState(() =>
    restoreDraft(options, account.clntRltnshpNmbr, location.key, prefill),
  );
  const [result, setResult] = useState<SubmitInstructionResponse | null>(null);
  /** Counts arrivals on a step: the access log and the focus follow it. */
  const [visit, setVisit] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recordedVisit = useRef<number | null>(null);
  const percentRecordedVisit = useRef<number | null>(null);
  const naming = { scheme: options.scheme, isOrso: options.isOrso };
  const context: StepContext = { headingRef, t };

  const record = useCallback(
    (page: { pageName: string; subPath: string }) =>
      recordAccess({
        pageName: page.pageName,
        pageLink: `${FUND_SWITCH_PATH}${page.subPath}`,
        policyId: account.clntRltnshpNmbr,
        contractId: account.contractNmbr,
      }),
    [account.clntRltnshpNmbr, account.contractNmbr],
  );

  const restart = useCallback(
    (locationKey: string) => {
      setDraft(emptyDraft(account.clntRltnshpNmbr, locationKey, prefill));
      setResult(null);
      setVisit((n) => n + 1);
    },
    [account.clntRltnshpNmbr, prefill],
  );

  const goTo = useCallback((step: Step, patch: Partial<FundSwitchDraft> = {}) => {
    setDraft((current) => ({ ...current, ...patch, step }));
    setVisit((n) => n + 1);
  }, []);

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

  // §4.4: a transfer or withdrawal starting (or ending) while the member is on the path (the
  // options are asked for again at the confirmation) moves them to (or past) the block page.
  const moveTo = processingStep(draft.step, draft.path, options.fundsProcessing);
  useEffect(() => {
    if (moveTo) goTo(moveTo, { idempotencyKey: null });
  }, [moveTo, goTo]);

  const path: WizardPath = draft.path ?? "existing";
  const steps = pathSteps(path, options.fundsProcessing);
  const back = () => {
    const previous = steps[steps.indexOf(draft.step) - 1];
    if (previous) goTo(previous);
  };
  const update = (patch: Partial<FundSwitchDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const choosePath = (next: WizardPath) => {
    const firstStep = next === "existing" ? "contributionTypes" : "futureContributionTypes";
    goTo(firstStep, next === draft.path ? {} : { ...startingEntries(prefill), path: next });
  };
  const chooseType = (type: ContributionType) => {
    const nextStep =
      path === "future" ? "futureAssetTypes" : options.fundsProcessing ? "fundsProcessing" : "switchOut";
    goTo(
      nextStep,
      type === draft.contributionType ? {} : { ...startingEntries(prefill), contributionType: type },
    );
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
  // §4.4: the server refused a fund as blocked: the options as they are now say which step holds it.
  const onFundBlocked = async () => {
    let now = options;
    try {
      now = await queryClient.fetchQuery({ ...switchOptionsQuery(account), staleTime: 0 });
    } catch {
      // the step is chosen from what is known
    }
    goTo(stepOfBlockedFund(now, draft), { idempotencyKey: null });
  };

  const type = draft.contributionType;
  const typeLabel = (assets: "existing" | "future") =>
    type ? contributionTypeLabel(common, type, naming, assets) : "";

  const renderStep = (): ReactNode => {
    if (draft.step === "assetTypes")
      return <AssetTypeStep options={options} onChoose={choosePath} {...context} />;
    if (draft.step === "contributionTypes" || draft.step === "futureContributionTypes" || type === null) {
      const assets = draft.step === "futureContributionTypes" ? "future" : path;
      return (
        <ContributionTypeStep
          key={assets}
          assets={assets}
          types={assets === "existing" ? options.existingContributionTypes : options.futureContributionTypes}
          value={type}
          labelOf={(candidate) => contributionTypeLabel(common, candidate, naming, assets)}
          onBack={() => goTo("assetTypes")}
          onContinue={chooseType}
          {...context}
        />
      );
    }
    if (isAcceptedStep(draft.step)) {
      if (!result) return <AssetTypeStep options={options} onChoose={choosePath} {...context} />;
      return (
        <AcceptedStep
          result={result}
          typeLabel={contributionTypeLabel(common, result.contributionType, naming, path)}
          language={language}
          onRestart={() => {
            restart(location.key);
            void queryClient.invalidateQueries({ queryKey: FUND_SWITCH_QUERY_KEY });
          }}
          {...context}
        />
      );
    }
    return path === "future" ? renderFutureStep(type) : renderExistingStep(type);
  };

  const renderFutureStep = (contributionType: ContributionType): ReactNode => {
    const lines = enteredLines(draft.allocation, options.funds);
    if (draft.step === "futureConfirmation") {
      const request = (password: string): SubmitInstructionRequest => ({
        kind: "FUTURE_ALLOCATION",
        clntRltnshpNmbr: account.clntRltnshpNmbr,
        contributionType,
        password,
        disclaimerAccepted: true,
        idempotencyKey: draft.idempotencyKey ?? newIdempotencyKey(),
        allocation: lines,
      });
      return (
        <ConfirmationStep
          key={draft.idempotencyKey}
          summary={
            <FutureAllocationSummary
              options={options}
              contributionType={contributionType}
              allocation={lines}
              typeLabel={typeLabel("future")}
              language={language}
              t={t}
            />
          }
          request={request}
          onAccepted={accept}
          onBack={back}
          {...context}
        />
      );
    }
    return (
      <FutureAllocationStep
        funds={options.funds}
        current={currentAllocationOf(options, contributionType)}
        entries={draft.allocation}
        onEntries={(allocation) => update({ allocation })}
        typeLabel={typeLabel("future")}
        scheme={options.scheme}
        language={language}
        onBack={back}
        onContinue={() => goTo("futureConfirmation", { idempotencyKey: newIdempotencyKey() })}
        {...context}
      />
    );
  };

  const renderExistingStep = (contributionType: ContributionType): ReactNode => {
    if (draft.step === "fundsProcessing") {
      return (
        <FundsProcessingStep
          canChangeFuture={options.futureContributionTypes.length > 0}
          onChangeFuture={() => choosePath("future")}
          onBack={back}
          {...context}
        />
      );
    }
    const rows = switchOutRows(options, contributionType);
    const outLines = switchOutLines(rows, draft.switchOut);
    const switchedOut = outLines.map((line) => line.invTypeNmbr);
    if (draft.step === "switchOut") {
      return (
        <SwitchOutStep
          rows={rows}
          funds={options.funds}
          choices={draft.switchOut}
          onChoices={(switchOut) => update({ switchOut })}
          typeLabel={typeLabel("existing")}
          scheme={options.scheme}
          language={language}
          onPercentChosen={onPercentChosen}
          onBack={back}
          onContinue={() => goTo("switchIn")}
          {...context}
        />
      );
    }
    if (draft.step === "switchIn") {
      return (
        <SwitchInStep
          funds={options.funds}
          switchedOut={switchedOut}
          blocked={options.blockedFunds}
          state={draft.switchIn}
          onState={(switchIn) => update({ switchIn })}
          scheme={options.scheme}
          language={language}
          onBack={back}
          onContinue={() => goTo("confirmation", { idempotencyKey: newIdempotencyKey() })}
          {...context}
        />
      );
    }
    // confirmation
    const inLines = enteredLines(draft.switchIn.entries, options.funds);
    const needsAuditor = auditorFunds(inLines, options.funds).length > 0;
    const indexFunds = indexQuestionFunds(inLines, options.funds, draft.switchIn.indexAnswers);
    const request = (password: string): SubmitInstructionRequest => ({
      kind: "FUND_SWITCH",
      clntRltnshpNmbr: account.clntRltnshpNmbr,
      contributionType,
      password,
      disclaimerAccepted: true,
      idempotencyKey: draft.idempotencyKey ?? newIdempotencyKey(),
      switchOut: outLines,
      switchIn: inLines,
      auditorDeclaration: needsAuditor && draft.switchIn.auditorDeclaration,
      indexConfirmation:
        indexFunds.length > 0 &&
        indexFunds.every((fund) => draft.switchIn.indexAnswers[fund.invTypeNmbr] === "yes"),
    });
    return (
      <ConfirmationStep
        key={draft.idempotencyKey}
        summary={
          <FundSwitchSummary
            options={options}
            rows={rows}
            choices={draft.switchOut}
            switchIn={inLines}
            typeLabel={typeLabel("existing")}
            auditorDeclared={needsAuditor && draft.switchIn.auditorDeclaration}
            language={language}
            t={t}
          />
        }
        request={request}
        onAccepted={accept}
        onFundBlocked={() => void onFundBlocked()}
        onBack={back}
        {...context}
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
