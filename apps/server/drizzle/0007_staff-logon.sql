CREATE TABLE "identity_provider_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"signing_keys" jsonb NOT NULL,
	"cookie_keys" jsonb NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_provider_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_provider_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_name" text;--> statement-breakpoint
CREATE INDEX "identity_provider_records_grant_idx" ON "identity_provider_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_provider_records_uid_idx" ON "identity_provider_records" USING btree ("uid");