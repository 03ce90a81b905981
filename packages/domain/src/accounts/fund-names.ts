/** A fund as the §5.3 naming rules see it. */
export interface NamedFund {
  invTypeNmbr: number;
  legalNm: string;
}

/** Part 2 §5.3: capitalise each word, keeping acronyms (MPF, HSI, DIS, ORSO, HK, US, USD, HKD, ESG, II ...) as they are. */
export function formatFundName(name: string): string {
  throw new Error(`TODO ${name}`);
}

/** Part 2 §5.3: a duplicate is the same name with the prefix '2_' but a different fund number. */
export function hasDuplicate(fund: NamedFund, all: readonly NamedFund[]): boolean {
  throw new Error(`TODO ${fund.invTypeNmbr} ${all.length}`);
}

/** Part 2 §5.3 suffix flag: 'I' if the name begins with '2_'; 'D' if a duplicate exists; the last letter if it ends with '-X'; else 'N'. */
export function fundSuffixFlag(fund: NamedFund, all: readonly NamedFund[]): string {
  throw new Error(`TODO ${fund.invTypeNmbr} ${all.length}`);
}
