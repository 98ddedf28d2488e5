CREATE TABLE "link_events" (
	"business_id" text NOT NULL,
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_events_link_id_day_type_pk" PRIMARY KEY("link_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "link_products" (
	"link_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "link_products_link_id_position_pk" PRIMARY KEY("link_id","position")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"influencer_id" text,
	"multilink_id" text,
	"position" integer,
	"share" integer,
	"device_option" text,
	"link_type" text NOT NULL,
	"url_type" text,
	"title" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shopping_redirect_url" text,
	"promocode" text,
	"utm_params" jsonb,
	"selected_options" jsonb,
	"collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multilinks" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"influencer_id" text,
	"title" text NOT NULL,
	"promocode" text,
	"utm_params" jsonb,
	"is_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"title" text NOT NULL,
	"variant_title" text,
	"image_src" text,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"link_id" text,
	"link_type" text,
	"influencer_id" text,
	"attributed" boolean DEFAULT false NOT NULL,
	"promocode" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"products_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" text,
	"store_id" text,
	"cart_id" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"description" text,
	"image_url" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_checkouts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"inventory_id" text NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"selling_score" double precision,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"business_id" text NOT NULL,
	"network" text NOT NULL,
	"username" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_until" timestamp with time zone,
	CONSTRAINT "social_accounts_business_id_network_pk" PRIMARY KEY("business_id","network")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"network" text NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"visible" boolean DEFAULT true NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_options" jsonb,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"business_id" text PRIMARY KEY NOT NULL,
	"option_map" jsonb,
	"products_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"selected_options" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_events" ADD CONSTRAINT "link_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_products" ADD CONSTRAINT "link_products_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_multilink_id_multilinks_id_fk" FOREIGN KEY ("multilink_id") REFERENCES "public"."multilinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multilinks" ADD CONSTRAINT "multilinks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multilinks" ADD CONSTRAINT "multilinks_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_ids" ADD CONSTRAINT "public_ids_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkouts" ADD CONSTRAINT "plan_checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_events_business_day_idx" ON "link_events" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "link_products_product_idx" ON "link_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "links_business_created_idx" ON "links" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "links_influencer_idx" ON "links" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "links_multilink_idx" ON "links" USING btree ("multilink_id");--> statement-breakpoint
CREATE INDEX "multilinks_business_created_idx" ON "multilinks" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_link_idx" ON "orders" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "collections_business_idx" ON "collections" USING btree ("business_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_inventory_idx" ON "products" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "products_business_position_idx" ON "products" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "social_posts_business_network_idx" ON "social_posts" USING btree ("business_id","network","posted_at");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");