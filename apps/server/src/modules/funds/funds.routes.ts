import type { Handlers } from "../../http/handlers.ts";
import * as service from "./funds.service.ts";

/** The fund calls of part 2 §7.2 and the fund documents; only the funds of the member's products. */
export function fundsRoutes(
  deps: service.FundsDeps,
): Handlers<
  | "configFunds"
  | "fundInfoSummary"
  | "fundInfoDetail"
  | "pricesHistory"
  | "fundPerformance"
  | "fundFactSheets"
  | "fundDocument"
  | "fundCompare"
> {
  return {
    configFunds: ({ caller, query }) => service.configFunds(deps, caller, query.contractNmbr),
    fundInfoSummary: ({ caller, query }) => service.fundInfoSummary(deps, caller, query),
    fundInfoDetail: ({ caller, query }) => service.fundInfoDetail(deps, caller, query),
    pricesHistory: ({ caller, query }) => service.pricesHistory(deps, caller, query),
    fundPerformance: ({ caller, query }) =>
      service.fundPerformanceRecords(deps, caller, query.productTypeNmbr),
    fundFactSheets: ({ caller, query }) => service.fundFactSheets(deps, caller, query.productTypeNmbr),
    fundCompare: ({ caller, query }) => service.compareFunds(deps, caller, query),
    fundDocument: async ({ caller, params, query }) => {
      const { pdf, fileName } = await service.fundDocument(deps, caller, params.kind, query);
      return { file: pdf, fileName };
    },
  };
}
