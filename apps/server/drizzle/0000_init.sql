CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" text,
	"client_nmbr" integer,
	"policy_id" integer,
	"contract_id" integer,
	"page_name" text,
	"page_link" text NOT NULL,
	"browser_info" text,
	"ip_address" text,
	"staff_subject" text,
	"event" text DEFAULT 'PAGE_VISIT' NOT NULL,
	"accessed_at" timestamp with time zone NOT NULL,
	"retain_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"activity_type_nmbr" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"group_code" text NOT NULL,
	"label_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"address_type_nmbr" integer NOT NULL,
	"address_pltc_jrsd_nmbr" integer NOT NULL,
	"address_location_nm" text,
	"city_nm" text,
	"lang_pref" text DEFAULT 'E' NOT NULL,
	"lines" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_custom_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"clnt_rltnshp_nmbr" integer,
	"cstm_attr_cd" integer NOT NULL,
	"cstm_attr_nm" text NOT NULL,
	"cstm_attr_txt" text NOT NULL,
	"efctv_dt" date NOT NULL,
	"chg_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"phone_type_cd" integer NOT NULL,
	"phone_seq_nmbr" integer DEFAULT 100 NOT NULL,
	"phone_txt" text NOT NULL,
	"phone_pltc_jrsd_nmbr" integer NOT NULL,
	"extension_txt" text,
	"contact_nm" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_nmbr" integer PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"scheme_code" text NOT NULL,
	"govt_id" text NOT NULL,
	"govt_id_type" text NOT NULL,
	"first_name" text NOT NULL,
	"primary_last_name" text NOT NULL,
	"primary_middle_name" text,
	"secondary_last_name" text,
	"secondary_middle_name" text,
	"preferred_nm" text,
	"birth_date" date NOT NULL,
	"place_of_birth" text,
	"nationality" text,
	"related_client_nmbr" integer,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_nmbr" integer NOT NULL,
	"cstm_attr_cd" integer NOT NULL,
	"cstm_attr_nm" text NOT NULL,
	"cstm_attr_txt" text NOT NULL,
	"efctv_dt" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"contract_nmbr" integer PRIMARY KEY NOT NULL,
	"product_type_nmbr" integer NOT NULL,
	"organization_nm" text,
	"organization_nm_zh" text,
	"org_type_nm" text,
	"plan_name" text,
	"effective_date" date NOT NULL,
	"termination_date" date,
	"fund_allocation_allowed" boolean DEFAULT true NOT NULL,
	"cut_off_hours" smallint DEFAULT 16 NOT NULL,
	"is_merged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_lines" (
	"contribution_id" integer NOT NULL,
	"money_type_code" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "contribution_lines_contribution_id_money_type_code_pk" PRIMARY KEY("contribution_id","money_type_code")
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"received_date" date NOT NULL,
	"dealing_date" date NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(9, 6) DEFAULT '1' NOT NULL,
	"relevant_income" numeric(18, 2),
	"surcharge_amt" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pmt_mthd_type_nmbr" integer
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"pltc_jrsd_nmbr" integer PRIMARY KEY NOT NULL,
	"country_nm_en" text NOT NULL,
	"country_nm_zh" text NOT NULL,
	"phone_cd" text,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"client_nmbr" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"must_change_pin" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"pin_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cycle_dates" (
	"date_type_cd" text PRIMARY KEY NOT NULL,
	"cycle_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer,
	"scheme_code" text,
	"inv_type_nmbr" integer,
	"doc_type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"language" text,
	"period_date" date,
	"available_from" date NOT NULL,
	"expires_on" date,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_fee_tiers" (
	"inv_type_nmbr" integer NOT NULL,
	"tier_nmbr" smallint NOT NULL,
	"min_balance" numeric(18, 2) NOT NULL,
	"max_balance" numeric(18, 2),
	"rate_pct" numeric(9, 6) NOT NULL,
	CONSTRAINT "fund_fee_tiers_inv_type_nmbr_tier_nmbr_pk" PRIMARY KEY("inv_type_nmbr","tier_nmbr")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"inv_type_nmbr" integer PRIMARY KEY NOT NULL,
	"scheme_code" text NOT NULL,
	"inv_type_nm" text NOT NULL,
	"legal_nm" text NOT NULL,
	"oth_legal_nm" text NOT NULL,
	"category" text NOT NULL,
	"risk_class" smallint NOT NULL,
	"risk_level" text NOT NULL,
	"currency" text NOT NULL,
	"inception_date" date NOT NULL,
	"investment_manager_en" text NOT NULL,
	"investment_manager_zh" text NOT NULL,
	"management_fee_pct" numeric(9, 6) NOT NULL,
	"fund_expense_ratio_pct" numeric(9, 6),
	"guarantee_code" text,
	"index_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"needs_auditor_declaration" boolean DEFAULT false NOT NULL,
	"needs_index_confirmation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	"money_type_code" text NOT NULL,
	"unit_cnt" numeric(20, 6) NOT NULL,
	"vested_unit_cnt" numeric(20, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdings_clnt_rltnshp_nmbr_inv_type_nmbr_money_type_code_pk" PRIMARY KEY("clnt_rltnshp_nmbr","inv_type_nmbr","money_type_code")
);
--> statement-breakpoint
CREATE TABLE "instruction_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_table_nmbr" integer NOT NULL,
	"tfer_type_cd" smallint NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	"money_type_code" text,
	"requested_rate" numeric(9, 6) NOT NULL,
	"unit_price" numeric(18, 6),
	"unit_cnt" numeric(20, 6),
	"amount" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "instructions" (
	"activity_table_nmbr" serial PRIMARY KEY NOT NULL,
	"reference_nmbr" text NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"client_nmbr" integer NOT NULL,
	"kind" text NOT NULL,
	"contribution_type" text,
	"status" text NOT NULL,
	"acty_status_nm" text NOT NULL,
	"channel" text NOT NULL,
	"acty_inpt_at" timestamp with time zone NOT NULL,
	"effective_date" date NOT NULL,
	"processor_id" text,
	"clnt_rqst_log_nmbr" integer,
	"idempotency_key" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure_reason" text
);
--> statement-breakpoint
CREATE TABLE "investment_direction_lines" (
	"direction_id" integer NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "investment_direction_lines_direction_id_inv_type_nmbr_pk" PRIMARY KEY("direction_id","inv_type_nmbr")
);
--> statement-breakpoint
CREATE TABLE "investment_directions" (
	"id" serial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"contribution_type" text NOT NULL,
	"inv_drct_efctv_dt" date NOT NULL,
	"last_change_at" timestamp with time zone NOT NULL,
	"activity_table_nmbr" integer
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"business_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "member_classes" (
	"member_class_nmbr" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"is_mandatory" boolean NOT NULL,
	"is_employer" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_nmbr" integer NOT NULL,
	"factor_id" integer,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"otp" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"clnt_rltnshp_nmbr" integer PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"contract_nmbr" integer NOT NULL,
	"account_type_code" text NOT NULL,
	"member_class_nmbr" integer,
	"policy_number" text NOT NULL,
	"narrative_type_nmbr" integer,
	"effective_date" date NOT NULL,
	"termination_date" date,
	"joined_plan_date" date,
	"joined_scheme_date" date,
	"employment_date" date,
	"max_age" smallint DEFAULT 0 NOT NULL,
	"business_unit_nmbr" integer,
	"open_enrl_day_cnt" integer
);
--> statement-breakpoint
CREATE TABLE "policy_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"plan_name" text NOT NULL,
	"member_class_nmbr" integer,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_custom_fields" (
	"product_type_nmbr" integer NOT NULL,
	"cstm_attr_nm" text NOT NULL,
	"cstm_attr_txt" text NOT NULL,
	CONSTRAINT "product_custom_fields_product_type_nmbr_cstm_attr_nm_pk" PRIMARY KEY("product_type_nmbr","cstm_attr_nm")
);
--> statement-breakpoint
CREATE TABLE "product_funds" (
	"product_type_nmbr" integer NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	CONSTRAINT "product_funds_product_type_nmbr_inv_type_nmbr_pk" PRIMARY KEY("product_type_nmbr","inv_type_nmbr")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_type_nmbr" integer PRIMARY KEY NOT NULL,
	"scheme_code" text NOT NULL,
	"product_acronym" text NOT NULL,
	"product_type_name" text NOT NULL,
	"product_type_name_zh" text NOT NULL,
	"contract_prefix" text NOT NULL,
	"scheme_index" smallint,
	"is_orso" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifying_balances" (
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	"qb1_amt" numeric(18, 2) NOT NULL,
	"qb2_amt" numeric(18, 2) NOT NULL,
	"qp_month" integer NOT NULL,
	"cash_payable_amt" numeric(18, 2) NOT NULL,
	"rate_of_reduction_pct" numeric(9, 6) NOT NULL,
	"as_of_date" date NOT NULL,
	CONSTRAINT "qualifying_balances_clnt_rltnshp_nmbr_inv_type_nmbr_pk" PRIMARY KEY("clnt_rltnshp_nmbr","inv_type_nmbr")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_nmbr" integer NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"report_type" text NOT NULL,
	"language" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	"content" "bytea"
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"login_route" text NOT NULL,
	"currency" text NOT NULL,
	"unit_price_decimals" smallint NOT NULL,
	"risk_levels" smallint NOT NULL,
	"has_language_toggle" boolean NOT NULL,
	"has_fees_page" boolean NOT NULL,
	"hotline" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checksum" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"client_nmbr" integer,
	"staff_subject" text,
	"clnt_rltnshp_nmbr" integer,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"trns_hst_seq_nmbr" bigserial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"activity_type_nmbr" integer NOT NULL,
	"sub_trns_nm" text,
	"effective_date" date NOT NULL,
	"inv_type_nmbr" integer NOT NULL,
	"money_type_code" text NOT NULL,
	"gross_amt" numeric(18, 2) NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"unit_cnt" numeric(20, 6) NOT NULL,
	"contribution_id" integer,
	"activity_table_nmbr" integer,
	"pmt_mthd_type_nmbr" integer,
	"suppression_flg" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_prices" (
	"inv_type_nmbr" integer NOT NULL,
	"price_date" date NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	CONSTRAINT "unit_prices_inv_type_nmbr_price_date_pk" PRIMARY KEY("inv_type_nmbr","price_date")
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_address_pltc_jrsd_nmbr_countries_pltc_jrsd_nmbr_fk" FOREIGN KEY ("address_pltc_jrsd_nmbr") REFERENCES "public"."countries"("pltc_jrsd_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_custom_data" ADD CONSTRAINT "client_custom_data_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_phones" ADD CONSTRAINT "client_phones_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_phones" ADD CONSTRAINT "client_phones_phone_pltc_jrsd_nmbr_countries_pltc_jrsd_nmbr_fk" FOREIGN KEY ("phone_pltc_jrsd_nmbr") REFERENCES "public"."countries"("pltc_jrsd_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_scheme_code_schemes_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."schemes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attributes" ADD CONSTRAINT "contract_attributes_contract_nmbr_contracts_contract_nmbr_fk" FOREIGN KEY ("contract_nmbr") REFERENCES "public"."contracts"("contract_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_product_type_nmbr_products_product_type_nmbr_fk" FOREIGN KEY ("product_type_nmbr") REFERENCES "public"."products"("product_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_lines" ADD CONSTRAINT "contribution_lines_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_lines" ADD CONSTRAINT "contribution_lines_money_type_code_money_types_code_fk" FOREIGN KEY ("money_type_code") REFERENCES "public"."money_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_scheme_code_schemes_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."schemes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_fee_tiers" ADD CONSTRAINT "fund_fee_tiers_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_scheme_code_schemes_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."schemes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_money_type_code_money_types_code_fk" FOREIGN KEY ("money_type_code") REFERENCES "public"."money_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_lines" ADD CONSTRAINT "instruction_lines_activity_table_nmbr_instructions_activity_table_nmbr_fk" FOREIGN KEY ("activity_table_nmbr") REFERENCES "public"."instructions"("activity_table_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_lines" ADD CONSTRAINT "instruction_lines_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_lines" ADD CONSTRAINT "instruction_lines_money_type_code_money_types_code_fk" FOREIGN KEY ("money_type_code") REFERENCES "public"."money_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_direction_lines" ADD CONSTRAINT "investment_direction_lines_direction_id_investment_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."investment_directions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_direction_lines" ADD CONSTRAINT "investment_direction_lines_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_directions" ADD CONSTRAINT "investment_directions_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_directions" ADD CONSTRAINT "investment_directions_activity_table_nmbr_instructions_activity_table_nmbr_fk" FOREIGN KEY ("activity_table_nmbr") REFERENCES "public"."instructions"("activity_table_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_factor_id_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."mfa_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_contract_nmbr_contracts_contract_nmbr_fk" FOREIGN KEY ("contract_nmbr") REFERENCES "public"."contracts"("contract_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_type_code_account_types_code_fk" FOREIGN KEY ("account_type_code") REFERENCES "public"."account_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_member_class_nmbr_member_classes_member_class_nmbr_fk" FOREIGN KEY ("member_class_nmbr") REFERENCES "public"."member_classes"("member_class_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_history" ADD CONSTRAINT "policy_history_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_history" ADD CONSTRAINT "policy_history_member_class_nmbr_member_classes_member_class_nmbr_fk" FOREIGN KEY ("member_class_nmbr") REFERENCES "public"."member_classes"("member_class_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_custom_fields" ADD CONSTRAINT "product_custom_fields_product_type_nmbr_products_product_type_nmbr_fk" FOREIGN KEY ("product_type_nmbr") REFERENCES "public"."products"("product_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_funds" ADD CONSTRAINT "product_funds_product_type_nmbr_products_product_type_nmbr_fk" FOREIGN KEY ("product_type_nmbr") REFERENCES "public"."products"("product_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_funds" ADD CONSTRAINT "product_funds_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scheme_code_schemes_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."schemes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_balances" ADD CONSTRAINT "qualifying_balances_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_balances" ADD CONSTRAINT "qualifying_balances_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_activity_type_nmbr_activity_types_activity_type_nmbr_fk" FOREIGN KEY ("activity_type_nmbr") REFERENCES "public"."activity_types"("activity_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_money_type_code_money_types_code_fk" FOREIGN KEY ("money_type_code") REFERENCES "public"."money_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_activity_table_nmbr_instructions_activity_table_nmbr_fk" FOREIGN KEY ("activity_table_nmbr") REFERENCES "public"."instructions"("activity_table_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_prices" ADD CONSTRAINT "unit_prices_inv_type_nmbr_funds_inv_type_nmbr_fk" FOREIGN KEY ("inv_type_nmbr") REFERENCES "public"."funds"("inv_type_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_retain_idx" ON "access_log" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "access_log_client_idx" ON "access_log" USING btree ("client_nmbr");--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_client_type_uq" ON "client_addresses" USING btree ("client_nmbr","address_type_nmbr");--> statement-breakpoint
CREATE INDEX "client_custom_data_client_idx" ON "client_custom_data" USING btree ("client_nmbr","cstm_attr_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "client_phones_uq" ON "client_phones" USING btree ("client_nmbr","phone_type_cd","phone_seq_nmbr");--> statement-breakpoint
CREATE INDEX "clients_login_id_idx" ON "clients" USING btree ("scheme_code","login_id");--> statement-breakpoint
CREATE INDEX "clients_govt_id_idx" ON "clients" USING btree ("govt_id");--> statement-breakpoint
CREATE INDEX "contract_attributes_contract_idx" ON "contract_attributes" USING btree ("contract_nmbr");--> statement-breakpoint
CREATE INDEX "contributions_policy_date_idx" ON "contributions" USING btree ("clnt_rltnshp_nmbr","received_date");--> statement-breakpoint
CREATE INDEX "documents_policy_idx" ON "documents" USING btree ("clnt_rltnshp_nmbr");--> statement-breakpoint
CREATE INDEX "funds_scheme_idx" ON "funds" USING btree ("scheme_code");--> statement-breakpoint
CREATE INDEX "instruction_lines_instruction_idx" ON "instruction_lines" USING btree ("activity_table_nmbr");--> statement-breakpoint
CREATE UNIQUE INDEX "instructions_reference_uq" ON "instructions" USING btree ("reference_nmbr");--> statement-breakpoint
CREATE UNIQUE INDEX "instructions_idempotency_uq" ON "instructions" USING btree ("client_nmbr","idempotency_key");--> statement-breakpoint
CREATE INDEX "instructions_policy_idx" ON "instructions" USING btree ("clnt_rltnshp_nmbr","effective_date");--> statement-breakpoint
CREATE INDEX "instructions_status_idx" ON "instructions" USING btree ("status","effective_date");--> statement-breakpoint
CREATE INDEX "investment_directions_policy_idx" ON "investment_directions" USING btree ("clnt_rltnshp_nmbr","inv_drct_efctv_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_name_date_uq" ON "job_runs" USING btree ("job_name","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_factors_client_channel_uq" ON "mfa_factors" USING btree ("client_nmbr","channel");--> statement-breakpoint
CREATE INDEX "otp_challenges_client_idx" ON "otp_challenges" USING btree ("client_nmbr");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "policies_client_idx" ON "policies" USING btree ("client_nmbr");--> statement-breakpoint
CREATE INDEX "policies_contract_idx" ON "policies" USING btree ("contract_nmbr");--> statement-breakpoint
CREATE INDEX "policy_history_policy_idx" ON "policy_history" USING btree ("clnt_rltnshp_nmbr");--> statement-breakpoint
CREATE INDEX "reports_client_idx" ON "reports" USING btree ("client_nmbr");--> statement-breakpoint
CREATE INDEX "sessions_client_idx" ON "sessions" USING btree ("client_nmbr");--> statement-breakpoint
CREATE INDEX "transactions_policy_date_idx" ON "transactions" USING btree ("clnt_rltnshp_nmbr","effective_date");