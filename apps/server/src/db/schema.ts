/**
 * The whole domain of both specs in one schema. Columns are snake_case; repositories map
 * them to the specs' field names. Money, units and prices are `numeric`, never floats.
 */
import type {
  Currency,
  Language,
  NoticeKind,
  OtpChannel,
  ReportFormat,
  ReportStatus,
  ReportType,
  RiskLevel,
  Scheme,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The values of the enum-like text columns, typed for the code that reads them. */
export type AccountTypeCode = "EE" | "PA" | "SEP" | "TVC" | "SVC" | "ORSO" | "ER";
export type SessionKind = "MEMBER" | "FORGOT_PIN" | "STAFF";
/**
 * PIN_VERIFIED: the login's first step; AUTHENTICATED: a full session (a staff session once a
 * member is chosen); STAFF_SIGNED_IN: a staff user signed in at the identity provider, no member
 * chosen yet.
 */
export type SessionStage = "PIN_VERIFIED" | "AUTHENTICATED" | "STAFF_SIGNED_IN";
export type OtpPurpose = "LOGIN" | "FORGOT_PIN";
export type InstructionKind = "FUND_SWITCH" | "FUTURE_ALLOCATION" | "WITHDRAWAL" | "TRANSFER_OUT";
export type InstructionStatus = "PENDING" | "BEING_PROCESSED" | "COMPLETED" | "CANCELLED" | "FAILED";
export type MessageChannel = "EMAIL" | "SMS" | "POST";
export type MessageStatus = "PENDING" | "SENT" | "FAILED" | "DEMO";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const units = (name: string) => numeric(name, { precision: 20, scale: 6 });
const price = (name: string) => numeric(name, { precision: 18, scale: 6 });
const rate = (name: string) => numeric(name, { precision: 9, scale: 6 });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });
const createdAt = () => instant("created_at").notNull().defaultNow();

// ---------------------------------------------------------------- reference data

/** Schemes: S800 (with ORSO), HKAIIB, COBRAND (SIMP, SMAP), SMP (employer-sponsored). */
export const schemes = pgTable("schemes", {
  code: text("code").primaryKey().$type<Scheme>(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  loginRoute: text("login_route").notNull(),
  currency: text("currency").notNull().$type<Currency>(),
  unitPriceDecimals: smallint("unit_price_decimals").notNull(),
  riskLevels: smallint("risk_levels").notNull(),
  hasLanguageToggle: boolean("has_language_toggle").notNull(),
  hasFeesPage: boolean("has_fees_page").notNull(),
  hotline: text("hotline").notNull(),
});

export const products = pgTable("products", {
  productTypeNmbr: integer("product_type_nmbr").primaryKey(),
  schemeCode: text("scheme_code")
    .notNull()
    .$type<Scheme>()
    .references(() => schemes.code),
  productAcronym: text("product_acronym").notNull(),
  productTypeName: text("product_type_name").notNull(),
  productTypeNameZh: text("product_type_name_zh").notNull(),
  contractPrefix: text("contract_prefix").notNull(),
  schemeIndex: smallint("scheme_index"),
  isOrso: boolean("is_orso").notNull().default(false),
});

/** Custom fields per product (GET /product/customFields). */
export const productCustomFields = pgTable(
  "product_custom_fields",
  {
    productTypeNmbr: integer("product_type_nmbr")
      .notNull()
      .references(() => products.productTypeNmbr),
    cstmAttrNm: text("cstm_attr_nm").notNull(),
    cstmAttrTxt: text("cstm_attr_txt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productTypeNmbr, t.cstmAttrNm] })],
);

/** Account kinds: employee, personal, SEP, TVC, SVC, ORSO, employer-sponsored. */
export const accountTypes = pgTable("account_types", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
});

export const memberClasses = pgTable("member_classes", {
  memberClassNmbr: integer("member_class_nmbr").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
});

/** Money types: EE, ER, MAN, VOL, SEP, TFR, ORSO, RO, PS ... */
export const moneyTypes = pgTable("money_types", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  isMandatory: boolean("is_mandatory").notNull(),
  isEmployer: boolean("is_employer").notNull(),
});

/** Activity types of the transaction history (part 2 §9 groups). */
export const activityTypes = pgTable("activity_types", {
  activityTypeNmbr: integer("activity_type_nmbr").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  groupCode: text("group_code").notNull(), // CONTRIBUTION, TRANSFER_IN, TRANSFER_OUT, WITHDRAWAL, SWITCH_OUT, SWITCH_IN, ADJUSTMENT, FEE, REBALANCING
  labelKey: text("label_key").notNull(), // txn1 ... txn12
});

export const countries = pgTable("countries", {
  pltcJrsdNmbr: integer("pltc_jrsd_nmbr").primaryKey(),
  countryNmEn: text("country_nm_en").notNull(),
  countryNmZh: text("country_nm_zh").notNull(),
  phoneCd: text("phone_cd"),
  hidden: boolean("hidden").notNull().default(false),
});

// ---------------------------------------------------------------- people

/** A person. One login id can hold several client numbers (the employer scheme's multi-client case). */
export const clients = pgTable(
  "clients",
  {
    clientNmbr: integer("client_nmbr").primaryKey(),
    loginId: text("login_id").notNull(),
    schemeCode: text("scheme_code")
      .notNull()
      .$type<Scheme>()
      .references(() => schemes.code),
    govtId: text("govt_id").notNull(), // compact: A1234563 or a passport number
    govtIdType: text("govt_id_type").notNull().$type<"HKID" | "PASSPORT">(),
    /** The number as the member may see it (maskGovtId), kept when govt_id becomes a digest. */
    govtIdMasked: text("govt_id_masked"),
    firstName: text("first_name").notNull(),
    primaryLastName: text("primary_last_name").notNull(),
    primaryMiddleName: text("primary_middle_name"),
    secondaryLastName: text("secondary_last_name"),
    secondaryMiddleName: text("secondary_middle_name"),
    preferredNm: text("preferred_nm"),
    birthDate: day("birth_date").notNull(),
    /**
     * Place of birth and nationality as the member's record holds them, in both languages (the
     * Chinese null where the record has none). Kept as text, not as a jurisdiction code: the
     * trustee's record takes them from the enrolment form as written, and a place of birth is often
     * a city ("Guangzhou"), which a country code would lose.
     */
    placeOfBirth: text("place_of_birth"),
    placeOfBirthZh: text("place_of_birth_zh"),
    nationality: text("nationality"),
    nationalityZh: text("nationality_zh"),
    relatedClientNmbr: integer("related_client_nmbr"),
    lastLoginAt: instant("last_login_at"),
    /** The login before last_login_at: the "last login" a member sees once this login has overwritten it. */
    previousLoginAt: instant("previous_login_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("clients_login_id_idx").on(t.schemeCode, t.loginId),
    index("clients_govt_id_idx").on(t.govtId),
  ],
);

export const clientAddresses = pgTable(
  "client_addresses",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    addressTypeNmbr: integer("address_type_nmbr").notNull(), // 1 correspondence (main)
    addressPltcJrsdNmbr: integer("address_pltc_jrsd_nmbr")
      .notNull()
      .references(() => countries.pltcJrsdNmbr),
    addressLocationNm: text("address_location_nm"),
    cityNm: text("city_nm"),
    langPref: text("lang_pref").notNull().default("E").$type<"E" | "C">(),
    lines: text("lines").array().notNull(), // addressLineTxt in addrLineSeqNmbr order
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("client_addresses_client_type_uq").on(t.clientNmbr, t.addressTypeNmbr)],
);

export const clientPhones = pgTable(
  "client_phones",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    phoneTypeCd: integer("phone_type_cd").notNull(), // 100 mobile, 102 home, 108 fax, 109/110 office, 104 ORSO office
    phoneSeqNmbr: integer("phone_seq_nmbr").notNull().default(100),
    phoneTxt: text("phone_txt").notNull(),
    phonePltcJrsdNmbr: integer("phone_pltc_jrsd_nmbr")
      .notNull()
      .references(() => countries.pltcJrsdNmbr),
    extensionTxt: text("extension_txt"),
    contactNm: text("contact_nm"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("client_phones_uq").on(t.clientNmbr, t.phoneTypeCd, t.phoneSeqNmbr)],
);

/** Custom attributes (102 e-mail, 173 SMS flag, 174 SMS language, 227 US declaration, ...); latest by efctv_dt wins. */
export const clientCustomData = pgTable(
  "client_custom_data",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr"),
    cstmAttrCd: integer("cstm_attr_cd").notNull(),
    cstmAttrNm: text("cstm_attr_nm").notNull(),
    cstmAttrTxt: text("cstm_attr_txt").notNull(),
    efctvDt: day("efctv_dt").notNull(),
    chgDt: instant("chg_dt").notNull().defaultNow(),
  },
  (t) => [index("client_custom_data_client_idx").on(t.clientNmbr, t.cstmAttrCd)],
);

// ---------------------------------------------------------------- access

export const credentials = pgTable("credentials", {
  clientNmbr: integer("client_nmbr")
    .primaryKey()
    .references(() => clients.clientNmbr),
  pinHash: text("pin_hash").notNull(),
  mustChangePin: boolean("must_change_pin").notNull().default(false),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  /** Wrong OTPs since the last right one, across challenges (both the login's and forgot PIN's). */
  otpFailures: integer("otp_failures").notNull().default(0),
  lockedAt: instant("locked_at"),
  pinChangedAt: instant("pin_changed_at"),
});

export const mfaFactors = pgTable(
  "mfa_factors",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    channel: text("channel").notNull().$type<OtpChannel>(),
    destination: text("destination").notNull(),
    verifiedAt: instant("verified_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mfa_factors_client_channel_uq").on(t.clientNmbr, t.channel)],
);

export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    factorId: integer("factor_id").references(() => mfaFactors.id),
    purpose: text("purpose").notNull().$type<OtpPurpose>(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    resendAvailableAt: instant("resend_available_at").notNull(),
    consumedAt: instant("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_challenges_client_idx").on(t.clientNmbr)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind").notNull().$type<SessionKind>(),
    stage: text("stage").notNull().$type<SessionStage>(),
    clientNmbr: integer("client_nmbr").references(() => clients.clientNmbr),
    /** A staff session's user: the identity provider's subject and display name. */
    staffSubject: text("staff_subject"),
    staffName: text("staff_name"),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    termsAcceptedAt: instant("terms_accepted_at"),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    /**
     * The login a rotated token continues: the first token's hash, shared by every token rotated
     * from it (null on that first one), so a logout ends them all.
     */
    chain: text("chain"),
  },
  (t) => [index("sessions_client_idx").on(t.clientNmbr)],
);

/** Counts failed PIN/OTP tries per key (account or address) for rate limiting. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: instant("window_started_at").notNull(),
});

// ---------------------------------------------------------------- accounts

export const contracts = pgTable("contracts", {
  contractNmbr: integer("contract_nmbr").primaryKey(),
  productTypeNmbr: integer("product_type_nmbr")
    .notNull()
    .references(() => products.productTypeNmbr),
  organizationNm: text("organization_nm"),
  organizationNmZh: text("organization_nm_zh"),
  orgTypeNm: text("org_type_nm"),
  planName: text("plan_name"),
  planNameZh: text("plan_name_zh"),
  effectiveDate: day("effective_date").notNull(),
  terminationDate: day("termination_date"),
  fundAllocationAllowed: boolean("fund_allocation_allowed").notNull().default(true),
  cutOffHours: smallint("cut_off_hours").notNull().default(16),
  isMerged: boolean("is_merged").notNull().default(false),
});

/**
 * Contract custom attributes, including merger attributes (efctvDt, cstmAttrTxt). A free-text
 * attribute (a merger remark) also has its Chinese text; codes and flags have none.
 */
export const contractAttributes = pgTable(
  "contract_attributes",
  {
    id: serial("id").primaryKey(),
    contractNmbr: integer("contract_nmbr")
      .notNull()
      .references(() => contracts.contractNmbr),
    cstmAttrCd: integer("cstm_attr_cd").notNull(),
    cstmAttrNm: text("cstm_attr_nm").notNull(),
    cstmAttrTxt: text("cstm_attr_txt").notNull(),
    cstmAttrTxtZh: text("cstm_attr_txt_zh"),
    efctvDt: day("efctv_dt").notNull(),
  },
  (t) => [index("contract_attributes_contract_idx").on(t.contractNmbr)],
);

/** A policy links a client to a contract: the relationship number (clntRltnshpNmbr) is one account. */
export const policies = pgTable(
  "policies",
  {
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    contractNmbr: integer("contract_nmbr")
      .notNull()
      .references(() => contracts.contractNmbr),
    accountTypeCode: text("account_type_code")
      .notNull()
      .$type<AccountTypeCode>()
      .references(() => accountTypes.code),
    memberClassNmbr: integer("member_class_nmbr").references(() => memberClasses.memberClassNmbr),
    policyNumber: text("policy_number").notNull(),
    narrativeTypeNmbr: integer("narrative_type_nmbr"),
    effectiveDate: day("effective_date").notNull(),
    terminationDate: day("termination_date"),
    joinedPlanDate: day("joined_plan_date"),
    joinedSchemeDate: day("joined_scheme_date"),
    employmentDate: day("employment_date"),
    maxAge: smallint("max_age").notNull().default(0),
    businessUnitNmbr: integer("business_unit_nmbr"),
    openEnrlDayCnt: integer("open_enrl_day_cnt"),
  },
  (t) => [index("policies_client_idx").on(t.clientNmbr), index("policies_contract_idx").on(t.contractNmbr)],
);

export const policyHistory = pgTable(
  "policy_history",
  {
    id: serial("id").primaryKey(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    planName: text("plan_name").notNull(),
    planNameZh: text("plan_name_zh"),
    memberClassNmbr: integer("member_class_nmbr").references(() => memberClasses.memberClassNmbr),
    effectiveDate: day("effective_date").notNull(),
  },
  (t) => [index("policy_history_policy_idx").on(t.clntRltnshpNmbr)],
);

// ---------------------------------------------------------------- funds and prices

/** Funds (investment types) with risk, currency and names in both languages. */
export const funds = pgTable(
  "funds",
  {
    invTypeNmbr: integer("inv_type_nmbr").primaryKey(),
    schemeCode: text("scheme_code")
      .notNull()
      .$type<Scheme>()
      .references(() => schemes.code),
    invTypeNm: text("inv_type_nm").notNull(),
    legalNm: text("legal_nm").notNull(),
    othLegalNm: text("oth_legal_nm").notNull(),
    category: text("category").notNull(), // MONEY_MARKET, GUARANTEED, BOND, MIXED, DIS, EQUITY, INDEX
    riskClass: smallint("risk_class").notNull(), // 1..7
    riskLevel: text("risk_level").notNull().$type<RiskLevel>(),
    currency: text("currency").notNull().$type<Currency>(),
    inceptionDate: day("inception_date").notNull(),
    investmentManagerEn: text("investment_manager_en").notNull(),
    investmentManagerZh: text("investment_manager_zh").notNull(),
    managementFeePct: rate("management_fee_pct").notNull(), // % a year
    fundExpenseRatioPct: rate("fund_expense_ratio_pct"),
    guaranteeCode: text("guarantee_code"), // LTGF, CGF, LTG, CG
    indexName: text("index_name"),
    isActive: boolean("is_active").notNull().default(true),
    isNew: boolean("is_new").notNull().default(false),
    needsAuditorDeclaration: boolean("needs_auditor_declaration").notNull().default(false),
    needsIndexConfirmation: boolean("needs_index_confirmation").notNull().default(false),
  },
  (t) => [index("funds_scheme_idx").on(t.schemeCode)],
);

/** Which funds a product offers. */
export const productFunds = pgTable(
  "product_funds",
  {
    productTypeNmbr: integer("product_type_nmbr")
      .notNull()
      .references(() => products.productTypeNmbr),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
  },
  (t) => [primaryKey({ columns: [t.productTypeNmbr, t.invTypeNmbr] })],
);

/** Management-fee tiers by HKD balance (part 2 §9). max is exclusive; null means "or above". */
export const fundFeeTiers = pgTable(
  "fund_fee_tiers",
  {
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    tierNmbr: smallint("tier_nmbr").notNull(),
    minBalance: money("min_balance").notNull(),
    maxBalance: money("max_balance"),
    ratePct: rate("rate_pct").notNull(),
  },
  (t) => [primaryKey({ columns: [t.invTypeNmbr, t.tierNmbr] })],
);

/** Daily unit price (NAV per unit) on each dealing day. */
export const unitPrices = pgTable(
  "unit_prices",
  {
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    priceDate: day("price_date").notNull(),
    unitPrice: price("unit_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.invTypeNmbr, t.priceDate] })],
);

/**
 * Which version of the unit prices is committed: one row, moved on (to the next value of the
 * sequence unit_price_version_seq, never reused, even by a transaction rolled back) by a
 * statement-level trigger on every statement that changes unit_prices (migration 0012), in the
 * same transaction. A statement that reads it sees the version of the prices in its own snapshot,
 * which is how an instance knows that the prices it keeps in memory are the ones that statement
 * would have read (modules/prices).
 */
export const unitPriceVersion = pgTable(
  "unit_price_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "bigint" }).notNull(),
  },
  (t) => [check("unit_price_version_one_row", sql`${t.id}`)],
);

/**
 * Each account's gain/loss figures as of the web cycle date (findOwnedGainAndLoss: the flow totals,
 * the units per fund and the §2.3 inputs, unpriced: prices are applied from the price book), kept
 * so that a call reads one row instead of summing the account's whole history, and its `version`.
 * Statement-level triggers (migration 0014) move an account's version on and drop its figures in
 * the same transaction as any statement that changes what they are made of: its transactions, its
 * holdings, its policy's effective date; the activity types drop everyone's. A statement that
 * computes figures reads the version in its own snapshot, and they are written back only while
 * the version is still that one, so figures computed before a change committed are never kept.
 * Not a foreign key to policies: a row is at most a version and some figures of an account gone.
 */
export const accountFigures = pgTable("account_figures", {
  clntRltnshpNmbr: integer("clnt_rltnshp_nmbr").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  /** The web cycle date the figures are as of; null with figures null. */
  asOf: day("as_of"),
  figures: json("figures"),
});

/**
 * Daily closing levels of the indexes that index-tracking funds follow (a fund's indexName), for
 * the fund-against-index returns of part 2 §2.6.
 */
export const indexLevels = pgTable(
  "index_levels",
  {
    indexName: text("index_name").notNull(),
    levelDate: day("level_date").notNull(),
    level: price("level").notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.levelDate] })],
);

// ---------------------------------------------------------------- holdings and history

/** Units held per account, fund and money type; vested units for employer voluntary money. */
export const holdings = pgTable(
  "holdings",
  {
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    moneyTypeCode: text("money_type_code")
      .notNull()
      .references(() => moneyTypes.code),
    unitCnt: units("unit_cnt").notNull(),
    vestedUnitCnt: units("vested_unit_cnt").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clntRltnshpNmbr, t.invTypeNmbr, t.moneyTypeCode] })],
);

/** Qualifying balances of guaranteed funds: QB1 (to 30 Sep 2004), QB2 (after), qualifying period. */
export const qualifyingBalances = pgTable(
  "qualifying_balances",
  {
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    qb1Amt: money("qb1_amt").notNull(),
    qb2Amt: money("qb2_amt").notNull(),
    qpMonth: integer("qp_month").notNull(),
    cashPayableAmt: money("cash_payable_amt").notNull(),
    rateOfReductionPct: rate("rate_of_reduction_pct").notNull(),
    asOfDate: day("as_of_date").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clntRltnshpNmbr, t.invTypeNmbr] })],
);

/** One contribution (a period's remittance); its money-type split is in contribution_lines. */
export const contributions = pgTable(
  "contributions",
  {
    id: serial("id").primaryKey(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    periodStart: day("period_start").notNull(),
    periodEnd: day("period_end").notNull(),
    receivedDate: day("received_date").notNull(),
    dealingDate: day("dealing_date").notNull(),
    currency: text("currency").notNull().$type<Currency>(),
    exchangeRate: rate("exchange_rate").notNull().default("1"),
    relevantIncome: money("relevant_income"),
    surchargeAmt: money("surcharge_amt").notNull().default("0"),
    pmtMthdTypeNmbr: integer("pmt_mthd_type_nmbr"),
  },
  (t) => [index("contributions_policy_date_idx").on(t.clntRltnshpNmbr, t.receivedDate)],
);

export const contributionLines = pgTable(
  "contribution_lines",
  {
    contributionId: integer("contribution_id")
      .notNull()
      .references(() => contributions.id),
    moneyTypeCode: text("money_type_code")
      .notNull()
      .references(() => moneyTypes.code),
    amount: money("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contributionId, t.moneyTypeCode] })],
);

/** Switching and other instructions: fund switch, future allocation, withdrawal, transfer. */
export const instructions = pgTable(
  "instructions",
  {
    activityTableNmbr: serial("activity_table_nmbr").primaryKey(),
    referenceNmbr: text("reference_nmbr").notNull(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    kind: text("kind").notNull().$type<InstructionKind>(),
    contributionType: text("contribution_type"), // fsContribution.type1..5 / money-type group
    status: text("status").notNull().$type<InstructionStatus>(),
    actyStatusNm: text("acty_status_nm").notNull(), // the specs' activity status name
    channel: text("channel").notNull(), // INTERNET | MOBILE | PAPER
    actyInptAt: instant("acty_inpt_at").notNull(),
    effectiveDate: day("effective_date").notNull(), // the dealing day it is priced at
    processorId: text("processor_id"),
    clntRqstLogNmbr: integer("clnt_rqst_log_nmbr"),
    idempotencyKey: text("idempotency_key"),
    completedAt: instant("completed_at"),
    cancelledAt: instant("cancelled_at"),
    failureReason: text("failure_reason"),
    /**
     * Set by the dealing cycle: the value of the switched money not turned into units (units round
     * down), exact: proceeds (2 places) less units (4) x price (6) has at most 10 places.
     */
    roundingAmt: numeric("rounding_amt", { precision: 20, scale: 10 }),
  },
  (t) => [
    uniqueIndex("instructions_reference_uq").on(t.referenceNmbr),
    uniqueIndex("instructions_idempotency_uq").on(t.clientNmbr, t.idempotencyKey),
    index("instructions_policy_idx").on(t.clntRltnshpNmbr, t.effectiveDate),
    index("instructions_status_idx").on(t.status, t.effectiveDate),
  ],
);

/** Lines of an instruction: tfer_type_cd 1 switch-out (from), 2 switch-in (to). */
export const instructionLines = pgTable(
  "instruction_lines",
  {
    id: serial("id").primaryKey(),
    activityTableNmbr: integer("activity_table_nmbr")
      .notNull()
      .references(() => instructions.activityTableNmbr),
    tferTypeCd: smallint("tfer_type_cd").notNull(),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    moneyTypeCode: text("money_type_code").references(() => moneyTypes.code),
    requestedRate: rate("requested_rate").notNull(), // 1 = 100%
    unitPrice: price("unit_price"),
    unitCnt: units("unit_cnt"),
    amount: money("amount"),
  },
  (t) => [index("instruction_lines_instruction_idx").on(t.activityTableNmbr)],
);

/** Transaction history: contributions invested, switches, transfers, withdrawals, fees. */
export const transactions = pgTable(
  "transactions",
  {
    trnsHstSeqNmbr: bigserial("trns_hst_seq_nmbr", { mode: "number" }).primaryKey(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    activityTypeNmbr: integer("activity_type_nmbr")
      .notNull()
      .references(() => activityTypes.activityTypeNmbr),
    subTrnsNm: text("sub_trns_nm"),
    effectiveDate: day("effective_date").notNull(),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    moneyTypeCode: text("money_type_code")
      .notNull()
      .references(() => moneyTypes.code),
    grossAmt: money("gross_amt").notNull(), // signed: negative leaves the fund
    unitPrice: price("unit_price").notNull(),
    unitCnt: units("unit_cnt").notNull(), // signed
    contributionId: integer("contribution_id").references(() => contributions.id),
    activityTableNmbr: integer("activity_table_nmbr").references(() => instructions.activityTableNmbr),
    pmtMthdTypeNmbr: integer("pmt_mthd_type_nmbr"),
    suppressionFlg: boolean("suppression_flg").notNull().default(false),
  },
  (t) => [index("transactions_policy_date_idx").on(t.clntRltnshpNmbr, t.effectiveDate)],
);

/** Investment direction (allocation of future contributions) history; lines sum to 100. */
export const investmentDirections = pgTable(
  "investment_directions",
  {
    id: serial("id").primaryKey(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    contributionType: text("contribution_type").notNull(),
    invDrctEfctvDt: day("inv_drct_efctv_dt").notNull(),
    lastChangeAt: instant("last_change_at").notNull(),
    activityTableNmbr: integer("activity_table_nmbr").references(() => instructions.activityTableNmbr),
  },
  (t) => [index("investment_directions_policy_idx").on(t.clntRltnshpNmbr, t.invDrctEfctvDt)],
);

export const investmentDirectionLines = pgTable(
  "investment_direction_lines",
  {
    directionId: integer("direction_id")
      .notNull()
      .references(() => investmentDirections.id),
    invTypeNmbr: integer("inv_type_nmbr")
      .notNull()
      .references(() => funds.invTypeNmbr),
    percent: smallint("percent").notNull(),
  },
  (t) => [primaryKey({ columns: [t.directionId, t.invTypeNmbr] })],
);

// ---------------------------------------------------------------- documents, logs, outbox, cycle

/**
 * Benefit statements made (a PDF per account, period and language), kept so the list can say
 * their size and a second download is the same file; purged after 48 months.
 */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    docType: text("doc_type").notNull(), // BENEFIT_STATEMENT
    language: text("language").notNull(), // en | zh-HK
    periodDate: day("period_date").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("documents_statement_uq").on(t.clntRltnshpNmbr, t.docType, t.periodDate, t.language)],
);

/**
 * The e-notices a member was sent (scheme and fee notices, confirmations of instructions and of
 * profile changes), in both languages; the PDF is made by a job a moment after. Kept 12 months.
 */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    kind: text("kind").notNull().$type<NoticeKind>(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    bodyEn: text("body_en").notNull(),
    bodyZh: text("body_zh").notNull(),
    sentAt: instant("sent_at").notNull(),
    retainUntil: day("retain_until").notNull(),
    content: bytea("content"),
  },
  (t) => [
    index("notices_client_idx").on(t.clientNmbr, t.sentAt),
    index("notices_retain_idx").on(t.retainUntil),
  ],
);

/** Reports a member requested, made in the background (the `report` job); kept 24 months. */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    clientNmbr: integer("client_nmbr")
      .notNull()
      .references(() => clients.clientNmbr),
    clntRltnshpNmbr: integer("clnt_rltnshp_nmbr")
      .notNull()
      .references(() => policies.clntRltnshpNmbr),
    reportType: text("report_type").notNull().$type<ReportType>(),
    format: text("format").notNull().$type<ReportFormat>(),
    language: text("language").notNull().$type<Language>(),
    fromDate: day("from_date").notNull(),
    toDate: day("to_date").notNull(),
    status: text("status").notNull().$type<ReportStatus>(),
    requestedAt: instant("requested_at").notNull(),
    completedAt: instant("completed_at"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    content: bytea("content"),
    lastError: text("last_error"),
    retainUntil: day("retain_until").notNull(),
  },
  (t) => [
    index("reports_account_idx").on(t.clntRltnshpNmbr, t.requestedAt),
    index("reports_retain_idx").on(t.retainUntil),
  ],
);

/**
 * The background work of every instance, claimed with FOR UPDATE SKIP LOCKED (src/jobs/job-queue.ts):
 * reports and notices to make, and the recurring jobs (the dealing cycle, the retention purge),
 * one row each, named by `key`. A claim holds the row until `locked_until`; a worker that dies
 * leaves it to be claimed again then, up to `max_attempts`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    key: text("key").unique(),
    everyMs: integer("every_ms"),
    status: text("status").notNull().$type<"queued" | "running" | "done" | "failed">(),
    runAt: instant("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    lockedBy: text("locked_by"),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: instant("finished_at"),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
);

/** Access log (POST /record); kept 30 days. */
export const accessLog = pgTable(
  "access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    loginId: text("login_id"),
    clientNmbr: integer("client_nmbr"),
    policyId: integer("policy_id"),
    contractId: integer("contract_id"),
    pageName: text("page_name"),
    pageLink: text("page_link").notNull(),
    browserInfo: text("browser_info"),
    ipAddress: text("ip_address"),
    staffSubject: text("staff_subject"),
    event: text("event").notNull().default("PAGE_VISIT"), // PAGE_VISIT, LOGIN, LOGIN_FAILED, FOREIGN_ID, ...
    accessedAt: instant("accessed_at").notNull(),
    retainUntil: day("retain_until").notNull(),
  },
  (t) => [index("access_log_retain_idx").on(t.retainUntil), index("access_log_client_idx").on(t.clientNmbr)],
);

/** Messages to send (e-mail, SMS). In demo mode they stay here and are read at /api/dev/outbox. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull().$type<MessageChannel>(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    otp: text("otp"), // demo mode only: the clear OTP for the demo outbox page; null in production
    status: text("status").notNull().$type<MessageStatus>(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt)],
);

/** The cycle date: the last valuation (dealing) day processed by the dealing cycle. */
export const cycleDates = pgTable("cycle_dates", {
  dateTypeCd: text("date_type_cd").primaryKey(), // WEB
  cycleDate: day("cycle_date").notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** Which jobs ran for which business date (dealing cycle, retention purge). */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    jobName: text("job_name").notNull(),
    businessDate: day("business_date").notNull(),
    startedAt: instant("started_at").notNull(),
    finishedAt: instant("finished_at"),
    outcome: text("outcome"),
    details: jsonb("details"),
  },
  (t) => [uniqueIndex("job_runs_name_date_uq").on(t.jobName, t.businessDate)],
);

/** Demo bookkeeping: what the seed wrote, to keep it idempotent. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  seed: integer("seed").notNull(),
  finishedAt: instant("finished_at").notNull().default(sql`now()`),
  checksum: text("checksum").notNull(),
});

/**
 * The built-in identity provider's keys (demo mode only): the ID-token signing keys (private
 * JWKs), the keys of its cookies and the staff portal's client secret, made at the first start and
 * kept so a restart does not invalidate what they signed.
 */
export const identityProviderKeys = pgTable("identity_provider_keys", {
  id: text("id").primaryKey(),
  signingKeys: jsonb("signing_keys").notNull().$type<Record<string, unknown>[]>(),
  cookieKeys: jsonb("cookie_keys").notNull().$type<string[]>(),
  clientSecret: text("client_secret").notNull(),
  createdAt: createdAt(),
});

/**
 * What the built-in identity provider keeps between requests (demo mode only): its sessions,
 * interactions, authorisation codes, grants and tokens, by model and id, until they expire. In the
 * database, so a restart or a second instance does not lose them, and a code is used once.
 */
export const identityProviderRecords = pgTable(
  "identity_provider_records",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    expiresAt: instant("expires_at"),
    consumedAt: instant("consumed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("identity_provider_records_grant_idx").on(t.grantId),
    index("identity_provider_records_uid_idx").on(t.uid),
  ],
);
