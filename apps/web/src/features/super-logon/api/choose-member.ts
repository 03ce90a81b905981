import { type ChooseMemberRequest, type StaffSessionResponse, superLogonEndpoints } from "@portal/domain";
import { call } from "../../../lib/api/client.ts";

/** superLogonEndpoints.chooseMember: the member whose portal the staff user reads. Unknown: member-not-found. */
export function postChooseMember(body: ChooseMemberRequest): Promise<StaffSessionResponse> {
  return call(superLogonEndpoints.chooseMember, { body });
}
