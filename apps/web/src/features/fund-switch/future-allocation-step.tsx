import { Button, Group, Text } from "@mantine/core";
import {
  checkPercent,
  type Language,
  MIN_SWITCH_PERCENT,
  normaliseTo100,
  type Scheme,
  type SwitchFundVo,
  validateAllocation,
} from "@portal/domain";
import type { Ref } from "react";
import { fundDisplayName } from "../../components/fund-name.ts";
import { RiskIndicator } from "../../components/risk-indicator.tsx";
import { AllocationTable, RunningTotal, SpreadEvenlyButton } from "./allocation-parts.tsx";
import { ErrorSummary, PercentInput, StepActions, StepFrame, useStepContinue } from "./step-frame.tsx";
import { type FundSwitchT, validationMessage } from "./translation.ts";
import { enteredLines, type ValidationKey, validationKeyOf } from "./wizard-model.ts";

/**
 * §2.7 futureAssetTypes: the allocation of future contributions of the chosen type over all the
 * product's funds, beside the allocation in force; whole numbers, at least 5% each, total 100%.
 * "Start from my current allocation" copies the one in force, normalised to 100 (§4.4) as the
 * stored percentages may have been rounded.
 */
export function FutureAllocationStep({
  funds,
  current,
  entries,
  onEntries,
  typeLabel,
  scheme,
  language,
  onBack,
  onContinue,
  headingRef,
  t,
}: {
  funds: readonly SwitchFundVo[];
  current: ReadonlyMap<number, number>;
  entries: Readonly<Record<string, string>>;
  onEntries: (next: Record<string, string>) => void;
  typeLabel: string;
  scheme: Scheme;
  language: Language;
  onBack: () => void;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const lines = enteredLines(entries, funds);
  const { attempts, attempted, inlineKey, onNext } = useStepContinue(validateAllocation(lines), onContinue);
  const summary = attempted && inlineKey ? validationMessage(inlineKey, t) : null;
  const currentLines = funds.flatMap((fund) => {
    const percent = current.get(fund.invTypeNmbr);
    return percent !== undefined && percent > 0 ? [{ id: fund.invTypeNmbr, percent }] : [];
  });

  const copyCurrent = () => {
    const normalised = normaliseTo100(currentLines);
    onEntries(Object.fromEntries(normalised.map((line) => [String(line.id), String(line.percent)])));
  };

  const rowError = (fund: SwitchFundVo): ValidationKey | null => {
    if (!attempted) return null;
    const percent = entries[fund.invTypeNmbr]?.trim() ?? "";
    if (percent === "") return null;
    return validationKeyOf(checkPercent(percent)) ?? (inlineKey === "totalNot100" ? "totalNot100" : null);
  };

  const caption = t("future.caption");
  return (
    <StepFrame
      title={t("future.title")}
      intro={t("future.intro", { type: typeLabel, min: MIN_SWITCH_PERCENT })}
      headingRef={headingRef}
    >
      <Group justify="space-between" gap="sm">
        {currentLines.length > 0 ? (
          <Button variant="light" size="compact-sm" onClick={copyCurrent}>
            {t("future.useCurrent")}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t("future.noCurrent")}
          </Text>
        )}
        <SpreadEvenlyButton lines={lines} onSpread={(spread) => onEntries({ ...entries, ...spread })} t={t} />
      </Group>
      <AllocationTable
        caption={caption}
        fundLabel={t("future.columns.fund")}
        inputLabel={t("future.columns.allocation")}
        t={t}
        rows={funds.map((fund) => {
          const id = fund.invTypeNmbr;
          const name = fundDisplayName(fund, language);
          const error = rowError(fund);
          const percent = current.get(id);
          return {
            id,
            name,
            code: fund.invTypeNm,
            currency: fund.currency,
            invalid: error !== null,
            figures: [
              { label: t("future.columns.risk"), value: <RiskIndicator scheme={scheme} fund={fund} /> },
              {
                label: t("future.columns.current"),
                value: percent === undefined ? "—" : `${percent}%`,
                numeric: true,
              },
            ],
            input: (
              <PercentInput
                label={t("future.percentLabel", { fund: name })}
                value={entries[id] ?? ""}
                onChange={(value) => onEntries({ ...entries, [id]: value })}
                error={error ? validationMessage(error, t) : null}
              />
            ),
          };
        })}
      />
      <RunningTotal lines={lines} invalid={attempted && inlineKey === "totalNot100"} t={t} />
      <ErrorSummary message={summary} attempt={attempts} />
      <StepActions
        t={t}
        onBack={onBack}
        primary={<Button onClick={onNext}>{t("actions.continue")}</Button>}
      />
    </StepFrame>
  );
}
