import type {
  ActivityDetailsResponse,
  ActivityHistoryResponse,
  ActivityRecordVo,
  InstructionFundLineVo,
} from "@portal/domain";

/** Test answers of the switching-instruction calls (part 2 §7.3) for persona P1's account. */

export function activity(
  overrides: Partial<ActivityRecordVo> & Pick<ActivityRecordVo, "activityTableNmbr">,
): ActivityRecordVo {
  const isAllocation = overrides.kind === "FUTURE_ALLOCATION";
  return {
    refNumber: `${isAllocation ? "IA" : "IW"}${String(overrides.activityTableNmbr).padStart(8, "0")}`,
    clntRqstLogNmbr: null,
    fundType: isAllocation ? "fundSwitch.cardTitle2" : "fundSwitch.cardTitle1",
    kind: "FUND_SWITCH",
    activityStatusname: "Pending for nightly batch",
    statusType: "PENDING",
    transHistoryEffectiveDate: "2026-03-03",
    activityInputdate: "2026-03-02T01:30:00.000Z",
    channel: "INTERNET",
    contributionType: "ALL",
    processorId: "WEB",
    cancellable: false,
    ...overrides,
  };
}

/** Six instructions, deliberately not in order; the last was received before the default range. */
export const ACTIVITIES: ActivityRecordVo[] = [
  activity({
    activityTableNmbr: 118,
    kind: "FUTURE_ALLOCATION",
    activityStatusname: "COMPLETED",
    statusType: "COMPLETED",
    transHistoryEffectiveDate: "2026-01-15",
    activityInputdate: "2026-01-14T03:00:00.000Z",
  }),
  activity({
    activityTableNmbr: 120,
    activityStatusname: "Waiting for nightly batch",
    statusType: "BEING_PROCESSED",
    transHistoryEffectiveDate: "2026-03-02",
    // 27 Feb 2026 17:00 in Hong Kong: after the cut-off, so dealt on the next dealing day.
    activityInputdate: "2026-02-27T09:00:00.000Z",
  }),
  activity({
    activityTableNmbr: 105,
    activityStatusname: "FAILED",
    statusType: "FAILED",
    transHistoryEffectiveDate: "2025-10-20",
    activityInputdate: "2025-10-17T03:00:00.000Z",
  }),
  activity({
    activityTableNmbr: 123,
    // Received 2 Mar 2026 09:30 in Hong Kong, for the next dealing day.
    transHistoryEffectiveDate: "2026-03-03",
    activityInputdate: "2026-03-02T01:30:00.000Z",
    cancellable: true,
  }),
  activity({
    activityTableNmbr: 110,
    activityStatusname: "CANCELLED",
    statusType: "CANCELLED",
    transHistoryEffectiveDate: "2025-12-10",
    activityInputdate: "2025-12-09T03:00:00.000Z",
  }),
  activity({
    activityTableNmbr: 100,
    activityStatusname: "COMPLETED",
    statusType: "COMPLETED",
    transHistoryEffectiveDate: "2025-11-05",
    activityInputdate: "2025-11-04T03:00:00.000Z",
  }),
  activity({
    activityTableNmbr: 90,
    activityStatusname: "COMPLETED",
    statusType: "COMPLETED",
    transHistoryEffectiveDate: "2025-07-15",
    activityInputdate: "2025-07-14T03:00:00.000Z",
  }),
];

export function historyAnswer(activities: ActivityRecordVo[] = ACTIVITIES): ActivityHistoryResponse {
  return { webCycleDate: "2026-02-27", cutOffHours: 16, activities };
}

/**
 * `count` instructions received one a day going back from 27 Feb 2026 (all inside the default
 * range when count <= 150), numbered count..1 newest first; even numbers Pending, odd Being processed.
 */
export function manyActivities(count: number): ActivityRecordVo[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    const day = new Date(Date.UTC(2026, 1, 27 - index));
    const effective = new Date(Date.UTC(2026, 1, 28 - index));
    return activity({
      activityTableNmbr: 1000 + number,
      statusType: number % 2 === 0 ? "PENDING" : "BEING_PROCESSED",
      transHistoryEffectiveDate: effective.toISOString().slice(0, 10),
      activityInputdate: new Date(day.getTime() + 3 * 3_600_000).toISOString(),
    });
  });
}

function line(overrides: Partial<InstructionFundLineVo> & Pick<InstructionFundLineVo, "invTypeNmbr">) {
  return {
    legalNm: "HARBOUR CAPITAL GUARANTEED FUND",
    othLegalNm: "海港保證基金",
    invRskNm: "LOW",
    rqstRt: "100",
    unitPrice: null,
    unitCnt: null,
    amount: null,
    currency: "HKD",
    ...overrides,
  };
}

/** The details of IW00000123: 100% out of the guaranteed fund, 60/40 into equity and bond. */
export function pendingDetails(overrides: Partial<ActivityDetailsResponse> = {}): ActivityDetailsResponse {
  const record = ACTIVITIES.find((a) => a.activityTableNmbr === 123) as ActivityRecordVo;
  return {
    ...record,
    webCycleDate: "2026-02-27",
    switchOutData: [line({ invTypeNmbr: 805 })],
    switchInData: [
      // The server merged two 30% lines of this fund into one.
      line({
        invTypeNmbr: 812,
        legalNm: "HARBOUR ASIA EQUITY FUND",
        othLegalNm: "海港亞洲股票基金",
        invRskNm: "HIGH",
        rqstRt: "60",
      }),
      line({
        invTypeNmbr: 813,
        legalNm: "HARBOUR GLOBAL BOND FUND",
        othLegalNm: "海港環球債券基金",
        invRskNm: "MODERATE",
        rqstRt: "40",
      }),
    ],
    ...overrides,
  };
}

/** The details of IW00000100, settled by the dealing cycle. */
export function settledDetails(): ActivityDetailsResponse {
  const record = ACTIVITIES.find((a) => a.activityTableNmbr === 100) as ActivityRecordVo;
  return {
    ...record,
    webCycleDate: "2026-02-27",
    contributionType: "VOLUNTARY",
    channel: "MOBILE",
    switchOutData: [
      line({
        invTypeNmbr: 805,
        rqstRt: "50",
        unitPrice: "12.3456",
        unitCnt: "1234.5678",
        amount: "15241.97",
      }),
    ],
    switchInData: [
      line({
        invTypeNmbr: 812,
        legalNm: "HARBOUR ASIA EQUITY FUND",
        othLegalNm: "海港亞洲股票基金",
        invRskNm: "HIGH",
        rqstRt: "100",
        unitPrice: "20.5000",
        unitCnt: "743.5107",
        amount: "15241.97",
      }),
    ],
  };
}
