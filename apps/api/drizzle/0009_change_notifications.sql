-- Change notifications (src/db/changeFeed.ts): API processes keep sessions and link lists in
-- memory and drop them when told, instead of asking the database on every request
-- (apps/api/README.md, "The caching rule"). NOTIFY is transactional: a listener hears it only
-- once the change is committed, and the triggers below run at COMMIT like the version bump.
-- A content version bump tells its business id (once per business per transaction, as before).
CREATE OR REPLACE FUNCTION bump_content_version(biz text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'shoppable.content_bumped_' || md5(coalesce(biz, ''));
BEGIN
  IF biz IS NULL OR current_setting(flag, true) = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config(flag, '1', true);
  INSERT INTO content_versions (business_id, version) VALUES (biz, 1)
  ON CONFLICT (business_id) DO UPDATE SET version = content_versions.version + 1;
  PERFORM pg_notify('shoppable_content', biz);
END $$;
--> statement-breakpoint
-- A session revoked, expired early or deleted (a cascade from its account included) tells its
-- token hash.
CREATE OR REPLACE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shoppable_session', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER session_changed AFTER UPDATE OR DELETE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION session_changed();
