import {
  type ContributionType,
  contributionTypeLabelKey,
  type InstructionKind,
  type Scheme,
} from "@portal/domain";
import type { AppT } from "../app/i18n.ts";

/** Which assets an instruction moves: a fund switch the existing ones, an allocation change the future ones. */
export function assetsOfKind(kind: InstructionKind): "existing" | "future" {
  return kind === "FUND_SWITCH" ? "existing" : "future";
}

/**
 * The one label of a contribution type (part 2 §2.7's list, common namespace), the same on the
 * wizard, its accepted page and the instruction's details: by the account's split of its money
 * (mandatory/voluntary or employer/member) and whether existing or future assets are meant.
 */
export function contributionTypeLabel(
  t: AppT,
  type: ContributionType,
  account: { scheme: Scheme; isOrso: boolean },
  assets: "existing" | "future",
): string {
  return t(`contributionTypes.${contributionTypeLabelKey(type, account, assets)}`);
}
