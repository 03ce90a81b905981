import { z } from "zod/mini";
import { SCHEMES } from "../format/identifiers.ts";
import { bodyId, bodyInt, isoDate, line, queryId } from "./primitives.ts";

/**
 * The profile's API contract (part 1 §3, §7): GET /client, GET /config/countrylist, the
 * PIN-verified PUT /client that applies the staged changes of /verify in one transaction, and the
 * declaration's custom-data POST. Field names follow the specs where they name them.
 */
const id = queryId;

/** GET /config/countrylist: the visible jurisdictions (167, 169 and 175 are never sent). */
export const countryItem = z.lazy(() =>
  z.object({
    pltcJrsdNmbr: z.int(),
    countryNm: z.string(),
    countryNmZh: z.string(),
    phoneCd: z.nullable(z.string()),
  }),
);
export type CountryItemVo = z.infer<typeof countryItem>;
export const countryListResponse = z.lazy(() => z.array(countryItem));

/** GET /client?clientNmbr&clntRltnshpNmbr: the account, when given, decides the maxAge and the e-statement flag. */
export const clientQuery = z.object({ clientNmbr: id, clntRltnshpNmbr: z.optional(id) });

const clientAddress = z.lazy(() =>
  z.object({
    addressTypeNmbr: z.int(),
    addressLineTxt: z.array(z.object({ addrLineSeqNmbr: z.int(), addrLineTxt: z.string() })),
    addressLocationNm: z.nullable(z.string()),
    addressPltcJrsdNmbr: z.int(),
    cityNm: z.nullable(z.string()),
    langPref: z.enum(["E", "C"]),
  }),
);

const contactNumber = z.lazy(() => z.nullable(z.object({ number: z.string(), pltcJrsdNmbr: z.int() })));

/** GET /client: the member's client info (part 1 §3), with what the profile and the declaration need. */
export const clientInfoResponse = z.lazy(() =>
  z.object({
    clientNmbr: z.int(),
    scheme: z.enum(SCHEMES),
    firstName: z.string(),
    primaryLastName: z.string(),
    secondaryLastName: z.nullable(z.string()),
    birthDate: isoDate,
    /**
     * The identity document's number, masked (maskGovtId): what the portal verifies the member by.
     * The number itself is kept only as a keyed digest; null where no masked form was kept with it.
     */
    govtIdMasked: z.nullable(z.string()),
    govtIdType: z.enum(["HKID", "PASSPORT"]),
    /** Place of birth and nationality as the record holds them; the Chinese null where it has none. */
    placeOfBirth: z.nullable(z.string()),
    placeOfBirthZh: z.nullable(z.string()),
    nationality: z.nullable(z.string()),
    nationalityZh: z.nullable(z.string()),
    /** The previous login, as the welcome blocks show it. */
    lastLoginDate: z.nullable(z.string()),
    mainAddress: z.nullable(clientAddress),
    home: contactNumber,
    office: contactNumber,
    fax: contactNumber,
    mobile: contactNumber,
    /** Custom attribute 102; null when none is on file ('XX'). */
    emailAddress: z.nullable(z.string()),
    /** E-statement registration of the account's product (255 S800, 256 SIMP, 257 SMAP); null where the account has none (ORSO). */
    estatement: z.nullable(z.boolean()),
    /** Custom attributes 173 and 174. */
    smsSubscription: z.boolean(),
    smsLanguage: z.enum(["E", "C"]),
    /** maxAge of the asked account (0 when none). */
    maxAge: z.int(),
    /** The member has more than one client in the employer scheme: the cross-client save box shows. */
    multipleClients: z.boolean(),
    /** Custom attribute 227 is on file; the forced redirect is the session's declarationRequired. */
    usDeclared: z.boolean(),
  }),
);
export type ClientInfoResponse = z.infer<typeof clientInfoResponse>;

/** One field of the address card: the rules of part 1 §5 check it further. */
const addressField = line(200);

/** The edit fields of the address card (part 1 §3); the server builds the stored lines itself. */
export const addressChange = z.object({
  countryCode: bodyInt,
  room: addressField,
  floor: addressField,
  block: addressField,
  nameOfBuilding: addressField,
  streetNumber: addressField,
  nameOfStreet: addressField,
  city: addressField,
  postOrZip: addressField,
  territory: addressField,
  selectLangPref: line(1),
  addressLine1: addressField,
  addressLine2: addressField,
  addressLine3: addressField,
});
export type AddressChange = z.infer<typeof addressChange>;

const phoneChange = z.object({ number: line(30), pltcJrsdNmbr: bodyInt });
export type PhoneChange = z.infer<typeof phoneChange>;

/** The staged change of one card, as /verify shows it and PUT /client applies it. */
export const profileChange = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("address"), address: addressChange }),
  z.object({ kind: z.literal("email"), emailAddress: line(254), estatement: z.nullable(z.boolean()) }),
  z.object({
    kind: z.literal("mobile"),
    mobile: phoneChange,
    smsSubscription: z.boolean(),
    selectLangPref: z.nullable(z.enum(["E", "C"])),
  }),
  z.object({
    kind: z.literal("otherContacts"),
    home: phoneChange,
    office: phoneChange,
    fax: phoneChange,
  }),
]);
export type ProfileChange = z.infer<typeof profileChange>;

/** PUT /client: the PIN (encoded as at login) and the staged change, applied in one transaction. */
export const updateClientRequest = z.object({
  clientNmbr: bodyId,
  clntRltnshpNmbr: bodyId,
  password: line(200).check(z.minLength(1)),
  /** The cross-client save box (employer scheme, more than one client). */
  applyToAllClients: z._default(z.boolean(), false),
  change: profileChange,
});
export type UpdateClientRequest = z.infer<typeof updateClientRequest>;

export const updateClientResponse = z.lazy(() =>
  z.object({
    /** Every client the change was applied to (the member's, the related 303 client, the other clients). */
    updatedClients: z.array(z.int()),
  }),
);
export type UpdateClientResponse = z.infer<typeof updateClientResponse>;

/** The declaration's custom-data POST (part 1 §3 custom-data update record; codes 227 and 229 only). */
export const customDataRecord = z.object({
  chgDt: isoDate,
  clientNmbr: bodyId,
  cstmAttrCd: z.union([z.literal(227), z.literal(229)]),
  cstmAttrNm: line(60),
  cstmAttrTxt: line(40),
  efctvDt: isoDate,
  clntRltnshpNmbr: bodyId,
});
export const customDataRequest = z.array(customDataRecord).check(z.minLength(1), z.maxLength(2));
export type CustomDataRequest = z.infer<typeof customDataRequest>;
