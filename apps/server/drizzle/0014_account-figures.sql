CREATE TABLE "account_figures" (
	"clnt_rltnshp_nmbr" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"as_of" date,
	"figures" json
);
--> statement-breakpoint
-- An account's figures are made of its transactions, its holdings and its policy's effective date.
-- Every statement that changes one of them moves the version of each account it touched on and
-- drops their figures, in its own transaction (a first change makes the row at version 1; an
-- account without a row is at version 0). The accounts are taken in order, so that two statements
-- lock their rows in the same order. ALWAYS: the triggers fire in replica mode too (0013).
CREATE FUNCTION "account_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "account_figures" SET "version" = "version" + 1, "as_of" = NULL, "figures" = NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "account_figures" ("clnt_rltnshp_nmbr", "version")
      SELECT DISTINCT "clnt_rltnshp_nmbr", 1 FROM new_rows ORDER BY 1
    ON CONFLICT ("clnt_rltnshp_nmbr") DO UPDATE
      SET "version" = "account_figures"."version" + 1, "as_of" = NULL, "figures" = NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "account_figures" ("clnt_rltnshp_nmbr", "version")
      SELECT DISTINCT "clnt_rltnshp_nmbr", 1 FROM old_rows ORDER BY 1
    ON CONFLICT ("clnt_rltnshp_nmbr") DO UPDATE
      SET "version" = "account_figures"."version" + 1, "as_of" = NULL, "figures" = NULL;
  ELSE
    INSERT INTO "account_figures" ("clnt_rltnshp_nmbr", "version")
      SELECT "clnt_rltnshp_nmbr", 1 FROM (
        SELECT "clnt_rltnshp_nmbr" FROM new_rows UNION SELECT "clnt_rltnshp_nmbr" FROM old_rows
      ) changed ORDER BY 1
    ON CONFLICT ("clnt_rltnshp_nmbr") DO UPDATE
      SET "version" = "account_figures"."version" + 1, "as_of" = NULL, "figures" = NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_inserted" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "transactions_updated" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "transactions_deleted" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "transactions_truncated" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "holdings_inserted" AFTER INSERT ON "holdings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "holdings_updated" AFTER UPDATE ON "holdings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "holdings_deleted" AFTER DELETE ON "holdings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "holdings_truncated" AFTER TRUNCATE ON "holdings"
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_changed"();--> statement-breakpoint
-- A policy's effective date is the since-inception period's start.
CREATE FUNCTION "account_figures_policy_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_figures" ("clnt_rltnshp_nmbr", "version")
    SELECT n."clnt_rltnshp_nmbr", 1 FROM new_rows n JOIN old_rows o USING ("clnt_rltnshp_nmbr")
    WHERE n."effective_date" IS DISTINCT FROM o."effective_date" ORDER BY 1
  ON CONFLICT ("clnt_rltnshp_nmbr") DO UPDATE
    SET "version" = "account_figures"."version" + 1, "as_of" = NULL, "figures" = NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policies_updated" AFTER UPDATE ON "policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "account_figures_policy_changed"();--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ALWAYS TRIGGER "transactions_inserted";--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ALWAYS TRIGGER "transactions_updated";--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ALWAYS TRIGGER "transactions_deleted";--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ALWAYS TRIGGER "transactions_truncated";--> statement-breakpoint
ALTER TABLE "holdings" ENABLE ALWAYS TRIGGER "holdings_inserted";--> statement-breakpoint
ALTER TABLE "holdings" ENABLE ALWAYS TRIGGER "holdings_updated";--> statement-breakpoint
ALTER TABLE "holdings" ENABLE ALWAYS TRIGGER "holdings_deleted";--> statement-breakpoint
ALTER TABLE "holdings" ENABLE ALWAYS TRIGGER "holdings_truncated";--> statement-breakpoint
ALTER TABLE "policies" ENABLE ALWAYS TRIGGER "policies_updated";
