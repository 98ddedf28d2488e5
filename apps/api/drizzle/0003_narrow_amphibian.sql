ALTER TABLE "influencer_terms" ALTER COLUMN "net_revenue_ratio" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "influencer_terms" ALTER COLUMN "net_revenue_ratio" SET DEFAULT 100;--> statement-breakpoint
ALTER TABLE "influencer_terms" ADD COLUMN "commission" double precision DEFAULT 0 NOT NULL;