CREATE TABLE "unit_price_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "unit_price_version_one_row" CHECK ("unit_price_version"."id")
);
--> statement-breakpoint
CREATE SEQUENCE "unit_price_version_seq";--> statement-breakpoint
INSERT INTO "unit_price_version" ("id", "version") VALUES (true, nextval('unit_price_version_seq'));--> statement-breakpoint
-- Every statement that changes unit prices moves the version on, in its own transaction; the
-- upsert keeps the one row even if someone deleted it.
CREATE FUNCTION "unit_prices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unit_price_version" ("id", "version") VALUES (true, nextval('unit_price_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_prices_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "unit_prices_changed"();
