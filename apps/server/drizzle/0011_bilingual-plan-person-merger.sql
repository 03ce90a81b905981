ALTER TABLE "clients" ADD COLUMN "place_of_birth_zh" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "nationality_zh" text;--> statement-breakpoint
ALTER TABLE "contract_attributes" ADD COLUMN "cstm_attr_txt_zh" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "plan_name_zh" text;--> statement-breakpoint
ALTER TABLE "policy_history" ADD COLUMN "plan_name_zh" text;