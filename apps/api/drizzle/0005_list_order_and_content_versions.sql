CREATE TABLE "content_versions" (
	"business_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "links_business_created_idx";--> statement-breakpoint
DROP INDEX "multilinks_business_created_idx";--> statement-breakpoint
CREATE INDEX "links_business_created_idx" ON "links" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "multilinks_business_created_idx" ON "multilinks" USING btree ("business_id","created_at","id");