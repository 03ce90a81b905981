import type { PolicyMinVo } from "@portal/domain";
import type { SelectedAccount } from "../../lib/session-store.ts";

/** What the session keeps of the chosen account (part 2 §3.2 "login-derived data"). */
export function selectedAccountOf(policy: PolicyMinVo, webCycleDate: string): SelectedAccount {
  return {
    clientNmbr: policy.clientNmbr,
    clntRltnshpNmbr: policy.clntRltnshpNmbr,
    contractNmbr: policy.contractNmbr,
    productTypeNmbr: policy.product.productTypeNmbr,
    isOrso: policy.product.isOrso,
    webCycleDate,
  };
}
