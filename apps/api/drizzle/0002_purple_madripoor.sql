CREATE TABLE "influencer_terms" (
	"influencer_id" text PRIMARY KEY NOT NULL,
	"reduce_refunds" boolean DEFAULT false NOT NULL,
	"reduce_vat" boolean DEFAULT false NOT NULL,
	"net_revenue_ratio" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "plan_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_terms" ADD CONSTRAINT "influencer_terms_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;