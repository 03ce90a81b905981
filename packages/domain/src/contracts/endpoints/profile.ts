import { stepUpErrors, type Table } from "../endpoint-spec.ts";
import {
  clientInfoResponse,
  clientQuery,
  countryListResponse,
  customDataRequest,
  updateClientRequest,
  updateClientResponse,
} from "../profile.ts";

/** Profile (part 1 §7, decision 001). */
export const profileEndpoints = {
  countryList: {
    method: "GET",
    path: "/config/countrylist",
    tag: "config",
    summary: "The countries a member may choose for an address or a phone (hidden jurisdictions left out)",
    session: "none",
    response: countryListResponse,
  },
  client: {
    method: "GET",
    path: "/client",
    tag: "profile",
    summary: "The member's client info: names, dates, address, phones, e-mail and their flags",
    session: "member",
    query: clientQuery,
    response: clientInfoResponse,
    owns: { clientNmbr: "client", clntRltnshpNmbr: "account" },
  },
  updateClient: {
    method: "PUT",
    path: "/client",
    tag: "profile",
    summary:
      "Applies the staged change of /verify after checking the PIN: address, phones, custom data and the identity provider's e-mail or mobile, in one transaction",
    session: "memberWrite",
    body: updateClientRequest,
    response: updateClientResponse,
    owns: { clientNmbr: "client", clntRltnshpNmbr: "account" },
    errors: [...stepUpErrors, "invalid-phone"],
  },
  customData: {
    method: "POST",
    path: "/client/customdata",
    tag: "profile",
    summary: "The US-tax-status declaration: custom attributes 227 and 229",
    session: "memberWrite",
    body: customDataRequest,
    response: null,
    owns: { clientNmbr: "client", clntRltnshpNmbr: "account" },
  },
} as const satisfies Table;
