-- A shopboard post created, changed or deleted bumps its business's content version like the other
-- content tables, so the targets of shopper events kept in memory (src/public/ingest.ts) and the
-- cached pages are dropped when a post comes or goes.
CREATE CONSTRAINT TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON social_posts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_changed('business_id');
