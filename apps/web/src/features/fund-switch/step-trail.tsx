import { VisuallyHidden } from "@mantine/core";
import type { FeatureT } from "../../components/feature-translation.ts";
import type en from "../../locales/en/fundSwitch.json";
import type { Step } from "./draft.ts";
import classes from "./fund-switch.module.css";

type T = FeatureT<typeof en>;

/** The trail's label of each step. */
export function stepLabel(step: Step, t: T): string {
  switch (step) {
    case "assetTypes":
      return t("steps.assetTypes");
    case "contributionTypes":
    case "futureContributionTypes":
      return t("steps.contributionTypes");
    case "fundsProcessing":
      return t("steps.fundsProcessing");
    case "switchOut":
      return t("steps.switchOut");
    case "switchIn":
      return t("steps.switchIn");
    case "futureAssetTypes":
      return t("steps.allocation");
    case "confirmation":
    case "futureConfirmation":
      return t("steps.confirmation");
    case "transaction":
    case "futureTransaction":
      return t("steps.transaction");
  }
}

/**
 * The wizard's breadcrumb (§2.7 "Breadcrumb clicks go back"): the steps of the chosen path, the
 * ones done are buttons that go back to them, the current one is marked. `locked` (the instruction
 * has been accepted) leaves nothing to go back to.
 */
export function StepTrail({
  steps,
  current,
  locked,
  onSelect,
  t,
}: {
  steps: readonly Step[];
  current: Step;
  locked: boolean;
  onSelect: (step: Step) => void;
  t: T;
}) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t("steps.label")}>
      <VisuallyHidden>{t("steps.progress", { n: index + 1, total: steps.length })}</VisuallyHidden>
      <ol className={classes.trail}>
        {steps.map((step, i) => {
          const number = (
            <span className={classes.trailNumber} aria-hidden>
              {i + 1}
            </span>
          );
          const label = stepLabel(step, t);
          if (i < index && !locked) {
            return (
              <li key={step} className={`${classes.trailItem} ${classes.trailDone}`}>
                <button type="button" className={classes.trailButton} onClick={() => onSelect(step)}>
                  {number}
                  <span className={classes.trailLabel}>{label}</span>
                  <VisuallyHidden> {t("steps.completed")}</VisuallyHidden>
                </button>
              </li>
            );
          }
          const state = i === index ? classes.trailCurrent : i < index ? classes.trailDone : "";
          return (
            <li
              key={step}
              className={`${classes.trailItem} ${state}`}
              aria-current={i === index ? "step" : undefined}
            >
              {number}
              <span>{label}</span>
              {i === index && <VisuallyHidden>{t("steps.current")}</VisuallyHidden>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
