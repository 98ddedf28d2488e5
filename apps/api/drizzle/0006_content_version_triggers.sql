-- Content versions (src/db/cache.schema.ts): every committed change to what a public page shows
-- bumps its business's row of content_versions, so API processes may keep page data in memory and
-- re-check one row before answering it (apps/api/README.md, "Caching").
-- The triggers are deferred constraint triggers: they run at COMMIT, after every other lock the
-- transaction takes, so the version row is locked last and briefly (no new lock-order deadlocks),
-- and a business is bumped once per transaction however many rows changed.
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
END $$;
--> statement-breakpoint
-- A row trigger naming its business column (TG_ARGV[0]): bumps the old and the new row's business.
CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_content_version(to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_content_version(to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- link_products has no business column: its link's business (gone with a deleted link, whose own
-- trigger bumps it).
CREATE OR REPLACE FUNCTION link_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_content_version((SELECT business_id FROM links WHERE id = OLD.link_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_content_version((SELECT business_id FROM links WHERE id = NEW.link_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON businesses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON influencers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON store_profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON variants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON collections DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON public_ids DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON multilinks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON link_products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION link_products_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR DELETE ON links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
--> statement-breakpoint
-- Shopper events and orders only add to a link's lifetime totals: those changes bump nothing (the
-- page-data check reads the totals fresh with the version).
CREATE CONSTRAINT TRIGGER content_updated AFTER UPDATE ON links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (
  (to_jsonb(OLD) - ARRAY['total_visits', 'total_checkout_requests', 'total_orders', 'total_revenue_cents', 'total_tax_cents'])
  IS DISTINCT FROM
  (to_jsonb(NEW) - ARRAY['total_visits', 'total_checkout_requests', 'total_orders', 'total_revenue_cents', 'total_tax_cents'])
)
EXECUTE FUNCTION content_changed('business_id');
