CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"doc_type" text NOT NULL,
	"language" text NOT NULL,
	"period_date" date NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"every_ms" integer,
	"status" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"retain_until" date NOT NULL,
	"content" "bytea"
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_nmbr" integer NOT NULL,
	"clnt_rltnshp_nmbr" integer NOT NULL,
	"report_type" text NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"file_name" text,
	"content_type" text,
	"content" "bytea",
	"last_error" text,
	"retain_until" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_nmbr_clients_client_nmbr_fk" FOREIGN KEY ("client_nmbr") REFERENCES "public"."clients"("client_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clnt_rltnshp_nmbr_policies_clnt_rltnshp_nmbr_fk" FOREIGN KEY ("clnt_rltnshp_nmbr") REFERENCES "public"."policies"("clnt_rltnshp_nmbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_statement_uq" ON "documents" USING btree ("clnt_rltnshp_nmbr","doc_type","period_date","language");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "notices_client_idx" ON "notices" USING btree ("client_nmbr","sent_at");--> statement-breakpoint
CREATE INDEX "notices_retain_idx" ON "notices" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "reports_account_idx" ON "reports" USING btree ("clnt_rltnshp_nmbr","requested_at");--> statement-breakpoint
CREATE INDEX "reports_retain_idx" ON "reports" USING btree ("retain_until");