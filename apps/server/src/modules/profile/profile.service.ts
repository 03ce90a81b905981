import {
  activeWindows,
  addressLinesOf,
  addressMode,
  type Calendar,
  type ClientInfoResponse,
  type CountryItemVo,
  type CustomDataRequest,
  canUpdateMobile,
  declarationForced,
  hasNoEmail,
  hkDateOf,
  LANGUAGES,
  type Language,
  nonHkAddressLinesOf,
  type PhoneChange,
  type ProfileChange,
  phoneTypeOf,
  type Scheme,
  smsRegistrationAllowed,
  TERRITORY_LOCATIONS,
  type Territory,
  type UpdateClientRequest,
  type UpdateClientResponse,
  validateDeclaration,
  validateEmail,
  validateHkAddress,
  validateMobile,
  validateNonHkAddress,
  validateOtherPhone,
  visibleCountries,
} from "@portal/domain";
import { bilingual, messageDateTime, t } from "../../i18n/i18n.ts";
import type { JobQueueRepository } from "../../jobs/job-queue.repository.ts";
import { AppError } from "../../lib/errors.ts";
import { lastLoginOf } from "../../lib/last-login.ts";
import type { RunInTransaction } from "../../repositories.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { checkPin } from "../auth/step-up-pin.ts";
import type { DocumentsRepository } from "../documents/documents.repository.ts";
import { type NoticeText, recordNotice } from "../documents/documents.service.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import type { ProfileRepository } from "./profile.repository.ts";

export interface ProfileDeps extends AuthDeps {
  calendar: Calendar;
  documents: DocumentsRepository;
  jobs: JobQueueRepository;
  transaction: RunInTransaction;
}

/** Custom attribute codes of part 1 §3. */
const ATTR = {
  email: [102, "EMAIL ADDRESS"],
  smsUser: [173, "SMS USER FLAG"],
  smsLanguage: [174, "SMS DISPLAY LANGUAGE"],
  usDeclaration: [227, "US ACCOUNT DECLARATION"],
  usTin: [229, "US TAXPAYER IDENTIFICATION NUMBER"],
} as const;

/** E-statement registration per product (part 1 §3 codes 255, 256, 257); ORSO accounts have none (§6). */
function estatementAttr(product: { productAcronym: string; isOrso: boolean }): [number, string] | null {
  if (product.isOrso) return null;
  if (product.productAcronym === "SIMP") return [256, "E-STATEMENT SIMP"];
  if (product.productAcronym === "SMAP") return [257, "E-STATEMENT SMAP"];
  return [255, "E-STATEMENT S800"];
}

const SELF_EMPLOYED_CLASS = 303;

// ---------------------------------------------------------------- reads

/** The client must be one of the caller's own; the account, when given, one of that client's. */
async function ownedClient(deps: ProfileDeps, caller: Caller, clientNmbr: number, clntRltnshpNmbr?: number) {
  const own = await caller.owned.clients();
  const client = own.find((c) => c.clientNmbr === clientNmbr);
  if (!client) return caller.owned.refuse({ clientNmbr, policyId: clntRltnshpNmbr });
  const account =
    clntRltnshpNmbr === undefined
      ? null
      : await deps.profile.findAccountOfClient(clientNmbr, clntRltnshpNmbr);
  if (clntRltnshpNmbr !== undefined && !account)
    return caller.owned.refuse({ clientNmbr, policyId: clntRltnshpNmbr });
  return { own, client, account };
}

function contactOf(phones: Awaited<ReturnType<ProfileRepository["findPhones"]>>, codes: readonly number[]) {
  const phone = phones.find((p) => codes.includes(p.phoneTypeCd));
  return phone ? { number: phone.phoneTxt, pltcJrsdNmbr: phone.phonePltcJrsdNmbr } : null;
}

/** GET /client: part 1 §3 client info for the profile, for the chosen account. */
export async function clientInfo(
  deps: ProfileDeps,
  caller: Caller,
  clientNmbr: number,
  clntRltnshpNmbr?: number,
): Promise<ClientInfoResponse> {
  const { own, account } = await ownedClient(deps, caller, clientNmbr, clntRltnshpNmbr);
  const estatement = account ? estatementAttr(account) : null;
  const [row, address, phones, data] = await Promise.all([
    deps.profile.findClientRow(clientNmbr),
    deps.profile.findMainAddress(clientNmbr),
    deps.profile.findPhones(clientNmbr),
    deps.profile.findLatestCustomData(clientNmbr, [
      ATTR.email[0],
      ATTR.smsUser[0],
      ATTR.smsLanguage[0],
      ATTR.usDeclaration[0],
      ...(estatement ? [estatement[0]] : []),
    ]),
  ]);
  if (!row) return caller.owned.refuse({ clientNmbr });
  const email = data.get(ATTR.email[0]);
  return {
    clientNmbr: row.clientNmbr,
    scheme: row.schemeCode,
    firstName: row.firstName,
    primaryLastName: row.primaryLastName,
    secondaryLastName: row.secondaryLastName,
    birthDate: row.birthDate,
    govtIdMasked: row.govtIdMasked,
    govtIdType: row.govtIdType,
    placeOfBirth: row.placeOfBirth,
    placeOfBirthZh: row.placeOfBirthZh,
    nationality: row.nationality,
    nationalityZh: row.nationalityZh,
    lastLoginDate: lastLoginOf(row, caller.session.createdAt),
    mainAddress: address
      ? {
          addressTypeNmbr: address.addressTypeNmbr,
          addressLineTxt: address.lines.map((addrLineTxt, i) => ({ addrLineSeqNmbr: i + 1, addrLineTxt })),
          addressLocationNm: address.addressLocationNm,
          addressPltcJrsdNmbr: address.addressPltcJrsdNmbr,
          cityNm: address.cityNm,
          langPref: address.langPref === "C" ? "C" : "E",
        }
      : null,
    home: contactOf(phones, [102]),
    office: contactOf(phones, [109, 110, 104]),
    fax: contactOf(phones, [108]),
    mobile: contactOf(phones, [100]),
    emailAddress: email === undefined || hasNoEmail(email) ? null : email,
    estatement: estatement ? data.get(estatement[0]) === "Y" : null,
    smsSubscription: data.get(ATTR.smsUser[0]) === "Y",
    smsLanguage: data.get(ATTR.smsLanguage[0]) === "C" ? "C" : "E",
    maxAge: account?.maxAge ?? 0,
    multipleClients: row.schemeCode === "SMP" && own.length > 1,
    usDeclared: data.has(ATTR.usDeclaration[0]),
  };
}

/** Part 1 §4 forced declaration, for the session info: pending, units > 0.001, not AIIB-type, not ORSO. */
export async function declarationRequired(
  deps: { profile: ProfileRepository },
  clientNmbr: number,
  scheme: Scheme,
): Promise<boolean> {
  if (scheme === "HKAIIB") return false;
  const [data, unitTotal] = await Promise.all([
    deps.profile.findLatestCustomData(clientNmbr, [ATTR.usDeclaration[0]]),
    deps.profile.nonOrsoUnitTotal(clientNmbr),
  ]);
  return declarationForced({ declared: data.has(ATTR.usDeclaration[0]), unitTotal, scheme, isOrso: false });
}

/** GET /config/countrylist: the jurisdictions a member may choose (167, 169, 175 hidden). */
export async function countryList(deps: { profile: ProfileRepository }): Promise<CountryItemVo[]> {
  const rows = await deps.profile.findCountries();
  return visibleCountries(rows).map((c) => ({
    pltcJrsdNmbr: c.pltcJrsdNmbr,
    countryNm: c.countryNmEn,
    countryNmZh: c.countryNmZh,
    phoneCd: c.phoneCd,
  }));
}

// ---------------------------------------------------------------- PUT /client

const invalid = (message: string) => new AppError(400, "validation", message);
const invalidPhone = () => new AppError(400, "invalid-phone", "The phone number is not valid.");
const notAllowed = () => new AppError(403, "operation-not-allowed", "Operation Not Allowed.");

type Country = Awaited<ReturnType<ProfileRepository["findCountries"]>>[number];

function countryOf(countries: Map<number, Country>, pltcJrsdNmbr: number): Country {
  const country = countries.get(pltcJrsdNmbr);
  if (!country) throw invalid("Choose a country from the list.");
  return country;
}

function otherPhone(countries: Map<number, Country>, phone: PhoneChange): PhoneChange {
  countryOf(countries, phone.pltcJrsdNmbr);
  if (validateOtherPhone(phone.number, phone.pltcJrsdNmbr)) throw invalidPhone();
  return phone;
}

/** One write of the change, for one client: the same for the member, the related and the other clients. */
type Write = (profile: ProfileRepository, clientNmbr: number) => Promise<void>;

/** What a change changes, as the notice names it (a key of notices:profileChanged.what). */
type ChangedDetail = ProfileChange["kind"];

/** Re-checks the change with the same rules as the page and returns its writes and what it changes. */
function planChange(
  change: ProfileChange,
  ctx: {
    scheme: Scheme;
    isOrso: boolean;
    estatement: [number, string] | null;
    countries: Map<number, Country>;
    now: Date;
  },
): { write: Write; what: ChangedDetail } {
  const today = hkDateOf(ctx.now);
  const customData = (clientNmbr: number, attrs: (readonly [number, string, string])[]) =>
    attrs.map(([cstmAttrCd, cstmAttrNm, cstmAttrTxt]) => ({
      clientNmbr,
      cstmAttrCd,
      cstmAttrNm,
      cstmAttrTxt,
      efctvDt: today,
      chgDt: ctx.now,
    }));

  switch (change.kind) {
    case "address": {
      const a = change.address;
      countryOf(ctx.countries, a.countryCode);
      const hk = addressMode(a.countryCode) === "HK";
      const errors = hk ? validateHkAddress(a) : validateNonHkAddress(a);
      if (Object.keys(errors).length > 0) throw invalid("The address is not valid.");
      const lines = (hk ? addressLinesOf(a) : nonHkAddressLinesOf(a)).map((l) => l.addrLineTxt);
      return {
        what: "address",
        write: (tx, clientNmbr) =>
          tx.upsertMainAddress({
            clientNmbr,
            addressPltcJrsdNmbr: a.countryCode,
            addressLocationNm: hk ? (TERRITORY_LOCATIONS[a.territory as Territory] ?? null) : null,
            cityNm: hk ? a.city.trim() : null,
            langPref: hk && a.selectLangPref === "C" ? "C" : "E",
            lines,
            updatedAt: ctx.now,
          }),
      };
    }
    case "email": {
      const emailAddress = change.emailAddress.trim();
      if (validateEmail(emailAddress)) throw invalid("The e-mail address is not valid.");
      const estatement = ctx.estatement && change.estatement !== null ? ctx.estatement : null;
      return {
        what: "email",
        write: async (tx, clientNmbr) => {
          await tx.insertCustomData(
            customData(clientNmbr, [
              [...ATTR.email, emailAddress],
              ...(estatement ? [[...estatement, change.estatement ? "Y" : "N"] as const] : []),
            ]),
          );
          await tx.upsertFactor(clientNmbr, "EMAIL", emailAddress);
        },
      };
    }
    case "mobile": {
      const { number, pltcJrsdNmbr } = change.mobile;
      countryOf(ctx.countries, pltcJrsdNmbr);
      const language = ctx.scheme === "HKAIIB" ? "E" : change.selectLangPref;
      if (validateMobile(number, pltcJrsdNmbr)) throw invalidPhone();
      const sms = change.smsSubscription && smsRegistrationAllowed(number, pltcJrsdNmbr);
      if (
        !canUpdateMobile({ digits: number, pltcJrsdNmbr, languageShown: sms, selectLangPref: language ?? "" })
      )
        throw invalidPhone();
      return {
        what: "mobile",
        write: async (tx, clientNmbr) => {
          await tx.upsertPhone({
            clientNmbr,
            phoneTypeCd: 100,
            phoneTxt: number,
            phonePltcJrsdNmbr: pltcJrsdNmbr,
            updatedAt: ctx.now,
          });
          await tx.insertCustomData(
            customData(clientNmbr, [
              [...ATTR.smsUser, sms ? "Y" : "N"],
              ...(sms && language ? [[...ATTR.smsLanguage, language] as const] : []),
            ]),
          );
          await tx.upsertFactor(clientNmbr, "SMS", number);
        },
      };
    }
    case "otherContacts": {
      const phones = [
        ["HOME", otherPhone(ctx.countries, change.home)],
        ["OFFICE", otherPhone(ctx.countries, change.office)],
        ["FAX", otherPhone(ctx.countries, change.fax)],
      ] as const;
      return {
        what: "otherContacts",
        write: async (tx, clientNmbr) => {
          for (const [kind, phone] of phones) {
            const { phoneTypeCd } = phoneTypeOf(kind, ctx.scheme, ctx.isOrso);
            if (phone.number.trim() === "") await tx.deletePhone(clientNmbr, phoneTypeCd);
            else
              await tx.upsertPhone({
                clientNmbr,
                phoneTypeCd,
                phoneTxt: phone.number,
                phonePltcJrsdNmbr: phone.pltcJrsdNmbr,
                updatedAt: ctx.now,
              });
          }
        },
      };
    }
  }
}

/**
 * PUT /client: the staged change of /verify. The PIN first; then the profile cut-off, the change
 * checked again with the page's rules, and every write (address, phones, custom data, the identity
 * provider's e-mail or mobile) for the member's client, the related client of a self-employed
 * (class 303) account and, with the cross-client box, the member's other clients, in one
 * transaction. Afterwards a notice goes to the contacts on file before the change.
 */
export async function updateClient(
  deps: ProfileDeps,
  caller: Caller,
  input: UpdateClientRequest,
): Promise<UpdateClientResponse> {
  const { own, client, account } = await ownedClient(deps, caller, input.clientNmbr, input.clntRltnshpNmbr);
  if (!account) return caller.owned.refuse({ clientNmbr: input.clientNmbr });
  await checkPin(deps, caller, input.password, "PROFILE_PIN_FAILED");
  const now = deps.clock.now();
  if (activeWindows(deps.calendar, now).profileCutOff) throw notAllowed();

  const scheme = client.schemeCode;
  const multipleClients = scheme === "SMP" && own.length > 1;
  if (input.applyToAllClients && !multipleClients)
    throw invalid("This change cannot be saved to other clients.");
  const countries = new Map((await deps.profile.findCountries()).map((c) => [c.pltcJrsdNmbr, c]));
  const { write, what } = planChange(input.change, {
    scheme,
    isOrso: account.isOrso,
    estatement: estatementAttr(account),
    countries: new Map(visibleCountries([...countries.values()]).map((c) => [c.pltcJrsdNmbr, c])),
    now,
  });

  const targets = new Set([input.clientNmbr]);
  if (account.memberClassNmbr === SELF_EMPLOYED_CLASS && client.relatedClientNmbr)
    targets.add(client.relatedClientNmbr);
  if (input.applyToAllClients) for (const c of own) targets.add(c.clientNmbr);

  const [oldEmail, oldMobile] = await Promise.all([
    deps.auth.findEmail(caller.session.clientNmbr),
    deps.profile.findPhones(caller.session.clientNmbr).then((p) => contactOf(p, [100])),
  ]);
  await deps.transaction(async (tx) => {
    for (const clientNmbr of targets) await write(tx.profile, clientNmbr);
    await tx.accessLog.recordEvent(now, {
      event: "PROFILE_UPDATED",
      clientNmbr: caller.session.clientNmbr,
      policyId: input.clntRltnshpNmbr,
      pageLink: caller.pageLink,
      ipAddress: caller.ip,
    });
  });
  await notifyChange(deps, caller, { what, at: now, oldEmail, oldMobile });
  return { updatedClients: [...targets] };
}

/**
 * Beyond the specs, as trusted providers do: the contacts registered before the change hear of it,
 * so that a change the member did not make does not go unnoticed. A failed notice is logged; the
 * change stands.
 */
async function notifyChange(
  deps: ProfileDeps,
  caller: Caller,
  n: { what: ChangedDetail; at: Date; oldEmail: string | null; oldMobile: { number: string } | null },
): Promise<void> {
  const what = (lang: Language) => t(lang, `notices:profileChanged.what.${n.what}`);
  const notice: NoticeText = {
    kind: "PROFILE_CHANGED",
    title: (lang) => t(lang, "notices:profileChanged.emailSubject", { what: what(lang) }),
    body: (lang) =>
      t(lang, "notices:profileChanged.body", { what: what(lang), ...messageDateTime(n.at, lang) }),
  };
  const body = LANGUAGES.map(notice.body).join("\n\n");
  const emailSubject = LANGUAGES.map(notice.title).join(" / ");
  const smsSubject = bilingual("notices:profileChanged.smsSubject", {}, " / ");
  const messages = [
    ...(n.oldEmail ? [{ channel: "EMAIL" as const, to: n.oldEmail, subject: emailSubject, body }] : []),
    ...(n.oldMobile ? [{ channel: "SMS" as const, to: n.oldMobile.number, subject: smsSubject, body }] : []),
  ];
  for (const m of messages)
    await deps.notifier
      .send(m)
      .catch((error: unknown) => caller.log?.error({ error }, "change notice not sent"));
  if (messages.length > 0 && caller.session.clientNmbr)
    await recordNotice(deps, caller.session.clientNmbr, notice, n.at).catch((error: unknown) =>
      caller.log?.error({ error }, "change notice not kept"),
    );
}

// ---------------------------------------------------------------- the declaration

/**
 * The declaration's custom-data POST: codes 227 (Y/N) and, for a US person, 229 (a numeric
 * taxpayer number), for one of the member's own accounts. The dates are the server's, in HK time.
 */
export async function declare(deps: ProfileDeps, caller: Caller, records: CustomDataRequest): Promise<void> {
  const first = records[0];
  if (!first) throw invalid("Nothing to declare.");
  if (records.some((r) => r.clientNmbr !== first.clientNmbr || r.clntRltnshpNmbr !== first.clntRltnshpNmbr))
    throw invalid("The records are for different accounts.");
  await ownedClient(deps, caller, first.clientNmbr, first.clntRltnshpNmbr);
  const us = records.find((r) => r.cstmAttrCd === 227);
  const tin = records.find((r) => r.cstmAttrCd === 229);
  if (!us || (us.cstmAttrTxt !== "Y" && us.cstmAttrTxt !== "N"))
    throw invalid("Declare whether you are a US person.");
  const usPerson = us.cstmAttrTxt === "Y";
  if (!usPerson && tin) throw invalid("A taxpayer number is only for a US person.");
  if (validateDeclaration({ usPerson, tin: tin?.cstmAttrTxt ?? "", scrolledToEnd: true }).tinError)
    throw invalid("Enter a numeric US taxpayer identification number.");
  const now = deps.clock.now();
  const today = hkDateOf(now);
  await deps.profile.insertCustomData(
    records.map((r) => ({
      clientNmbr: r.clientNmbr,
      clntRltnshpNmbr: r.clntRltnshpNmbr,
      cstmAttrCd: r.cstmAttrCd,
      cstmAttrNm: r.cstmAttrCd === 227 ? ATTR.usDeclaration[1] : ATTR.usTin[1],
      cstmAttrTxt: r.cstmAttrTxt.trim(),
      efctvDt: today,
      chgDt: now,
    })),
  );
}
