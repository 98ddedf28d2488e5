CREATE TABLE "link_product_events" (
	"business_id" text NOT NULL,
	"link_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_product_events_link_id_inventory_id_day_type_pk" PRIMARY KEY("link_id","inventory_id","day","type")
);
--> statement-breakpoint
ALTER TABLE "link_product_events" ADD CONSTRAINT "link_product_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;