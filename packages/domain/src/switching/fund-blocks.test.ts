import { describe, expect, it } from "vitest";
import { blockRefusing, type FundBlock, fundBlocks, type OpenInstructionLine } from "./fund-blocks.ts";

/** Today in Hong Kong for every case: the seeded walkthrough's Friday. */
const TODAY = "2026-11-20";
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";
const YESTERDAY = "2026-11-19";

/** P1's nine held funds (product 112). */
const P1_FUNDS = [298, 302, 306, 308, 310, 312, 313, 315, 317];

const line = (
  refNumber: string,
  tferTypeCd: 1 | 2,
  invTypeNmbr: number,
  requestedRate: string | number,
  transactionEffectiveDate: string,
  kind = "FUND_SWITCH",
): OpenInstructionLine => ({
  refNumber,
  kind,
  tferTypeCd,
  invTypeNmbr,
  requestedRate,
  transactionEffectiveDate,
});

const blocked = (blocks: FundBlock[]) => blocks.map((b) => [b.invTypeNmbr, b.reason]);

describe("fundBlocks (part 2 §4.4)", () => {
  it("does not block switching out of the target of a pending 100% switch-in, nor its linked group", () => {
    // IW00000009: 50% of 302 into 315 (rate 1 on the switch-in line), dealt Monday.
    const lines = [line("IW00000009", 1, 302, "0.5", MONDAY), line("IW00000009", 2, 315, "1", MONDAY)];
    const blocks = fundBlocks(P1_FUNDS, lines, TODAY);
    // 313 and 314 (linked with 315) are free: nothing switches out all of 315.
    expect(blocked(blocks)).toEqual([
      [302, "incomplete-instruction"],
      [315, "incomplete-instruction"],
    ]);
    // 315 itself: the instruction switching into it is incomplete (rule 2), so no new instruction on it.
    expect(blocks.find((b) => b.invTypeNmbr === 315)).toEqual({
      invTypeNmbr: 315,
      reason: "incomplete-instruction",
      refNumber: "IW00000009",
      effectiveDate: MONDAY,
      sourceInvTypeNmbr: 315,
      direction: "in",
      blocksSwitchIn: true,
    });
  });

  it("blocks a fund with a pending 100% switch-out dealt after today, and its linked group for switching out", () => {
    // IW12345678: all of 313 into 298, dealt Tuesday 24 Nov 2026.
    const lines = [line("IW12345678", 1, 313, "1.000000", TUESDAY), line("IW12345678", 2, 298, "1", TUESDAY)];
    const blocks = fundBlocks([...P1_FUNDS, 314], lines, TODAY);
    expect(blocked(blocks)).toEqual([
      [298, "incomplete-instruction"],
      [313, "pending-full-switch-out"],
      [315, "pending-full-switch-out"],
      [314, "pending-full-switch-out"],
    ]);
    expect(blocks.find((b) => b.invTypeNmbr === 313)).toEqual({
      invTypeNmbr: 313,
      reason: "pending-full-switch-out",
      refNumber: "IW12345678",
      effectiveDate: TUESDAY,
      sourceInvTypeNmbr: 313,
      direction: "out",
      blocksSwitchIn: true,
    });
    // 315 is flagged with 313 (same group): it cannot be switched out, but it can be switched into.
    const linked = blocks.find((b) => b.invTypeNmbr === 315);
    expect(linked).toMatchObject({ sourceInvTypeNmbr: 313, direction: "out", blocksSwitchIn: false });
    expect(blockRefusing(blocks, "out", 315)).toBe(linked);
    expect(blockRefusing(blocks, "in", 315)).toBeNull();
    expect(blockRefusing(blocks, "in", 313)?.refNumber).toBe("IW12345678");
    // Other groups untouched (298's group: the 100% is a switch-in line).
    expect(blockRefusing(blocks, "out", 310)).toBeNull();
    expect(blockRefusing(blocks, "out", 302)).toBeNull();
  });

  it("flags each linked group together, and only its own members", () => {
    const groups = [
      [298, 310, 300],
      [313, 314, 315],
      [311, 302, 304],
      [312, 306, 308],
    ];
    const all = groups.flat().concat(317);
    for (const group of groups) {
      for (const source of group) {
        const blocks = fundBlocks(all, [line("IW1", 1, source, 1, MONDAY)], TODAY);
        expect(blocks.map((b) => b.invTypeNmbr).sort()).toEqual([...group].sort());
        expect(
          blocks.every((b) => b.reason === "pending-full-switch-out" && b.sourceInvTypeNmbr === source),
        ).toBe(true);
      }
    }
    // A fund in no group is flagged alone.
    expect(blocked(fundBlocks([317, 318], [line("IW1", 1, 317, 1, MONDAY)], TODAY))).toEqual([
      [317, "pending-full-switch-out"],
    ]);
  });

  it("does not apply the rate rule to a pending 50% switch-out, but the fund's own instruction is incomplete", () => {
    const blocks = fundBlocks(
      [302, 311, 304, 306],
      [line("IW00000010", 1, 302, "0.5", MONDAY), line("IW00000010", 2, 306, "1", MONDAY)],
      TODAY,
    );
    // 302 and 306 are in the incomplete instruction; 311 and 304 (linked with 302) are free.
    expect(blocks).toEqual([
      {
        invTypeNmbr: 302,
        reason: "incomplete-instruction",
        refNumber: "IW00000010",
        effectiveDate: MONDAY,
        sourceInvTypeNmbr: 302,
        direction: "out",
        blocksSwitchIn: true,
      },
      {
        invTypeNmbr: 306,
        reason: "incomplete-instruction",
        refNumber: "IW00000010",
        effectiveDate: MONDAY,
        sourceInvTypeNmbr: 306,
        direction: "in",
        blocksSwitchIn: true,
      },
    ]);
    expect(blockRefusing(blocks, "in", 302)?.reason).toBe("incomplete-instruction");
  });

  it("does not apply the rate rule to a 100% switch-out dealt today or earlier: only the fund's own instruction blocks", () => {
    for (const date of [TODAY, YESTERDAY]) {
      const blocks = fundBlocks([302, 311, 304], [line("IW00000011", 1, 302, "1", date)], TODAY);
      expect(blocks).toEqual([
        {
          invTypeNmbr: 302,
          reason: "incomplete-instruction",
          refNumber: "IW00000011",
          effectiveDate: date,
          sourceInvTypeNmbr: 302,
          direction: "out",
          blocksSwitchIn: true,
        },
      ]);
    }
  });

  it("counts only fund switches: a pending change of future allocation blocks nothing", () => {
    const allocation = [
      // the direction it replaces (100% in 313), and the new one (100% in 298)
      line("IA00000012", 1, 313, "1", MONDAY, "FUTURE_ALLOCATION"),
      line("IA00000012", 2, 298, "1", MONDAY, "FUTURE_ALLOCATION"),
    ];
    expect(fundBlocks(P1_FUNDS, allocation, TODAY)).toEqual([]);
    // A withdrawal being processed stops all switching of existing assets instead (fundsProcessing).
    expect(fundBlocks(P1_FUNDS, [line("WD00000013", 1, 302, "1", MONDAY, "WITHDRAWAL")], TODAY)).toEqual([]);
  });

  it("reads the rate as decimal text or a number", () => {
    for (const rate of ["1", 1, "1.0000", "1.000000"])
      expect(fundBlocks([302], [line("IW1", 1, 302, rate, MONDAY)], TODAY)[0]?.reason).toBe(
        "pending-full-switch-out",
      );
    for (const rate of ["0.999999", "0.2", "not a number"])
      expect(fundBlocks([302], [line("IW1", 1, 302, rate, MONDAY)], TODAY)[0]?.reason).toBe(
        "incomplete-instruction",
      );
  });

  it("names one instruction per fund: the fund's own full switch-out, else its own instruction, else a linked one", () => {
    const lines = [
      // IW3: 20% of 312 dealt Tuesday; IW2: all of 306 dealt Monday; IW4: 50% of 302 into 308, today.
      line("IW00000003", 1, 312, "0.2", TUESDAY),
      line("IW00000002", 1, 306, "1", MONDAY),
      line("IW00000004", 1, 302, "0.5", TODAY),
      line("IW00000004", 2, 308, "1", TODAY),
    ];
    const blocks = fundBlocks([302, 306, 308, 312], lines, TODAY);
    expect(blocks.map((b) => [b.invTypeNmbr, b.reason, b.refNumber, b.direction])).toEqual([
      [302, "incomplete-instruction", "IW00000004", "out"],
      [306, "pending-full-switch-out", "IW00000002", "out"],
      // its own incomplete instruction (a switch-in) says more than the linked 306
      [308, "incomplete-instruction", "IW00000004", "in"],
      [312, "incomplete-instruction", "IW00000003", "out"],
    ]);
    // The same answer whatever order the lines come in.
    expect(fundBlocks([302, 306, 308, 312], [...lines].reverse(), TODAY)).toEqual(blocks);
  });

  it("the walkthrough: after P1's one 50% switch, only the funds the two open switches name are blocked", () => {
    const lines = [
      // the demo's pending switch: 20% of 317 into 312; P1's new one: 50% of 302 into 315; both Monday
      line("IW00000004", 1, 317, "0.2", MONDAY),
      line("IW00000004", 2, 312, "1", MONDAY),
      line("IW00000020", 1, 302, "0.5", MONDAY),
      line("IW00000020", 2, 315, "1", MONDAY),
    ];
    // Was 7 of 9 (306, 308 and 313 too, through the 100% switch-in lines' linked groups).
    expect(fundBlocks(P1_FUNDS, lines, TODAY).map((b) => [b.invTypeNmbr, b.refNumber, b.direction])).toEqual([
      [302, "IW00000020", "out"],
      [312, "IW00000004", "in"],
      [315, "IW00000020", "in"],
      [317, "IW00000004", "out"],
    ]);
  });

  it("blocks nothing without open instructions", () => {
    expect(fundBlocks(P1_FUNDS, [], TODAY)).toEqual([]);
    expect(blockRefusing([], "out", 302)).toBeNull();
  });
});
