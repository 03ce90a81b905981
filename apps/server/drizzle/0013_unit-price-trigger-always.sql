-- The unit prices' version moves on also where session_replication_role is 'replica': logical
-- replication's apply worker (prices replicated from the administration system) and loaders that
-- run as a replica skip ordinary triggers, and every instance's price book would then keep the old
-- prices. An ALWAYS trigger fires in every role.
ALTER TABLE "unit_prices" ENABLE ALWAYS TRIGGER "unit_prices_changed";
