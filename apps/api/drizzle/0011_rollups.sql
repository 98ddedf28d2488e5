CREATE TABLE "order_rollups" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"link_id" text,
	"link_type" text,
	"influencer_id" text,
	"attributed" boolean NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_key" UNIQUE NULLS NOT DISTINCT("business_id","day","link_id","link_type","influencer_id","attributed")
);
--> statement-breakpoint
CREATE TABLE "trend_pairs" (
	"business_id" text NOT NULL,
	"product_a" text NOT NULL,
	"product_b" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trend_pairs_business_id_product_a_product_b_pk" PRIMARY KEY("business_id","product_a","product_b")
);
--> statement-breakpoint
CREATE TABLE "trend_products" (
	"business_id" text NOT NULL,
	"product_id" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trend_products_business_id_product_id_pk" PRIMARY KEY("business_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "trend_windows" (
	"business_id" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_rollups_link_idx" ON "order_rollups" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "trend_pairs_b_idx" ON "trend_pairs" USING btree ("business_id","product_b");--> statement-breakpoint
CREATE INDEX "trend_pairs_orders_idx" ON "trend_pairs" USING btree ("business_id","orders");--> statement-breakpoint
-- Order rollups (apps/api/README.md, "Rollups"): triggers keep order_rollups and the trend window's
-- figures in the transaction that writes the order, so analytics sum a few rows instead of every
-- order, on PGlite and PostgreSQL alike. Setting shoppable.rollups to 'off' skips them for a bulk
-- load, which then calls rebuild_rollups().

-- Adds (sign 1) or takes away (sign -1) one order from its rollup row; a row left with no order
-- goes, so a day without orders has no row, as it has no orders.
CREATE OR REPLACE FUNCTION order_rollup_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'UTC')::date;
  left_orders integer;
BEGIN
  IF sign > 0 THEN
    INSERT INTO order_rollups AS r
      (business_id, day, link_id, link_type, influencer_id, attributed, orders, gross_cents, refunded_cents, tax_cents)
    VALUES (o.business_id, d, o.link_id, o.link_type, o.influencer_id, o.attributed, 1, o.total_cents, o.refunded_cents, o.tax_cents)
    ON CONFLICT ON CONSTRAINT order_rollups_key DO UPDATE SET
      orders = r.orders + 1,
      gross_cents = r.gross_cents + excluded.gross_cents,
      refunded_cents = r.refunded_cents + excluded.refunded_cents,
      tax_cents = r.tax_cents + excluded.tax_cents;
  ELSE
    UPDATE order_rollups r SET
      orders = r.orders - 1,
      gross_cents = r.gross_cents - o.total_cents,
      refunded_cents = r.refunded_cents - o.refunded_cents,
      tax_cents = r.tax_cents - o.tax_cents
    WHERE r.business_id = o.business_id AND r.day = d
      AND r.link_id IS NOT DISTINCT FROM o.link_id AND r.link_type IS NOT DISTINCT FROM o.link_type
      AND r.influencer_id IS NOT DISTINCT FROM o.influencer_id AND r.attributed = o.attributed
    RETURNING r.orders INTO left_orders;
    IF left_orders IS NOT NULL AND left_orders <= 0 THEN
      DELETE FROM order_rollups r
      WHERE r.business_id = o.business_id AND r.day = d
        AND r.link_id IS NOT DISTINCT FROM o.link_id AND r.link_type IS NOT DISTINCT FROM o.link_type
        AND r.influencer_id IS NOT DISTINCT FROM o.influencer_id AND r.attributed = o.attributed
        AND r.orders <= 0;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- The business's trend window, locked for the transaction: every writer of the trend figures takes
-- it first, so they never deadlock over product rows, and a moving window never races a writer. A
-- business without one gets an empty window ('infinity': no order in it, as no row counts one).
CREATE OR REPLACE FUNCTION trend_window_lock(biz text) RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  s timestamptz;
BEGIN
  SELECT starts_at INTO s FROM trend_windows WHERE business_id = biz FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO trend_windows (business_id, starts_at, orders) VALUES (biz, 'infinity', 0)
    ON CONFLICT (business_id) DO NOTHING;
    SELECT starts_at INTO s FROM trend_windows WHERE business_id = biz FOR UPDATE;
  END IF;
  RETURN s;
END $$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) whole orders from the trend figures, from their lines as
-- they are now: the order, each distinct product once with its units, each pair of its products.
-- Rows are written in key order, so concurrent writers lock them in one order.
CREATE OR REPLACE FUNCTION trend_orders_apply(biz text, ids text[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE trend_windows SET orders = orders + sign * (
    SELECT count(DISTINCT order_id) FROM order_items WHERE order_id = ANY (ids)
  ) WHERE business_id = biz;
  INSERT INTO trend_products AS t (business_id, product_id, orders, units)
  SELECT biz, product_id, sign * count(DISTINCT order_id), sign * sum(quantity)
  FROM order_items WHERE order_id = ANY (ids)
  GROUP BY product_id ORDER BY product_id
  ON CONFLICT (business_id, product_id) DO UPDATE SET
    orders = t.orders + excluded.orders, units = t.units + excluded.units;
  INSERT INTO trend_pairs AS t (business_id, product_a, product_b, orders)
  SELECT biz, x.product_id, y.product_id, sign * count(*)
  FROM (SELECT DISTINCT order_id, product_id FROM order_items WHERE order_id = ANY (ids)) x
  JOIN (SELECT DISTINCT order_id, product_id FROM order_items WHERE order_id = ANY (ids)) y
    ON y.order_id = x.order_id AND x.product_id COLLATE "C" < y.product_id COLLATE "C"
  GROUP BY x.product_id, y.product_id ORDER BY x.product_id, y.product_id
  ON CONFLICT (business_id, product_a, product_b) DO UPDATE SET orders = t.orders + excluded.orders;
END $$;
--> statement-breakpoint
-- One line added (sign 1) or removed (sign -1) on an order the window counts, against the order's
-- other lines (every line but this one and, for a moved line, its old place): its units always;
-- its product, its pairs and the order itself only when no other line holds them.
CREATE OR REPLACE FUNCTION trend_line_apply(
  biz text, order_ref text, pos integer, product text, qty integer, sign integer, old_oid text, old_pos integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  others text[];
  other_lines integer;
  fresh boolean;
BEGIN
  SELECT coalesce(array_agg(DISTINCT product_id), '{}'), count(*) INTO others, other_lines
  FROM order_items
  WHERE order_id = order_ref AND NOT (order_id = order_ref AND position = pos)
    AND NOT (order_id = old_oid AND position = old_pos);
  fresh := NOT (product = ANY (others));
  IF fresh AND other_lines = 0 THEN
    UPDATE trend_windows SET orders = orders + sign WHERE business_id = biz;
  END IF;
  INSERT INTO trend_products AS t (business_id, product_id, orders, units)
  VALUES (biz, product, CASE WHEN fresh THEN sign ELSE 0 END, sign * qty)
  ON CONFLICT (business_id, product_id) DO UPDATE SET
    orders = t.orders + excluded.orders, units = t.units + excluded.units;
  IF fresh THEN
    INSERT INTO trend_pairs AS t (business_id, product_a, product_b, orders)
    SELECT biz, a, b, sign FROM (
      SELECT CASE WHEN product COLLATE "C" < p COLLATE "C" THEN product ELSE p END AS a,
             CASE WHEN product COLLATE "C" < p COLLATE "C" THEN p ELSE product END AS b
      FROM unnest(others) AS p
    ) pairs ORDER BY a, b
    ON CONFLICT (business_id, product_a, product_b) DO UPDATE SET orders = t.orders + excluded.orders;
  END IF;
END $$;
--> statement-breakpoint
-- Order writes: the order's rollup row moves with every change of what it sums (a refund, a moved
-- influencer); the trend figures follow a change of whether the window counts it (refunded or not).
-- Locks in one order for every writer: the rollup row, then the trend window (the checkout writes
-- its lines before it updates its link; a refund updates its order before its link).
CREATE OR REPLACE FUNCTION orders_rollup_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s timestamptz;
  was boolean;
  now_counted boolean;
BEGIN
  IF current_setting('shoppable.rollups', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- A new order has no lines yet: its lines add it to the trend figures.
    PERFORM order_rollup_add(NEW, 1);
    RETURN NULL;
  END IF;
  IF (OLD.business_id, OLD.created_at, OLD.link_id, OLD.link_type, OLD.influencer_id, OLD.attributed,
      OLD.total_cents, OLD.refunded_cents, OLD.tax_cents)
     IS DISTINCT FROM
     (NEW.business_id, NEW.created_at, NEW.link_id, NEW.link_type, NEW.influencer_id, NEW.attributed,
      NEW.total_cents, NEW.refunded_cents, NEW.tax_cents) THEN
    PERFORM order_rollup_add(OLD, -1);
    PERFORM order_rollup_add(NEW, 1);
  END IF;
  IF (OLD.status = 'REFUNDED') = (NEW.status = 'REFUNDED')
     AND OLD.created_at = NEW.created_at AND OLD.business_id = NEW.business_id THEN
    RETURN NULL;
  END IF;
  s := trend_window_lock(OLD.business_id);
  was := OLD.status <> 'REFUNDED' AND OLD.created_at >= s;
  IF OLD.business_id <> NEW.business_id THEN
    IF was THEN
      PERFORM trend_orders_apply(OLD.business_id, ARRAY[OLD.id], -1);
    END IF;
    s := trend_window_lock(NEW.business_id);
    was := false;
  END IF;
  now_counted := NEW.status <> 'REFUNDED' AND NEW.created_at >= s;
  IF was AND NOT now_counted THEN
    PERFORM trend_orders_apply(NEW.business_id, ARRAY[NEW.id], -1);
  ELSIF now_counted AND NOT was THEN
    PERFORM trend_orders_apply(NEW.business_id, ARRAY[NEW.id], 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order leaves its rollup row and, while its lines are still there, the trend figures.
CREATE OR REPLACE FUNCTION orders_rollup_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s timestamptz;
BEGIN
  IF current_setting('shoppable.rollups', true) = 'off' THEN
    RETURN OLD;
  END IF;
  PERFORM order_rollup_add(OLD, -1);
  IF OLD.status <> 'REFUNDED' THEN
    s := trend_window_lock(OLD.business_id);
    IF OLD.created_at >= s THEN
      PERFORM trend_orders_apply(OLD.business_id, ARRAY[OLD.id], -1);
    END IF;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Line writes on an order the window counts. A BEFORE row trigger sees the lines written earlier in
-- the same statement and not this one, so a many-line insert adds each product and pair once. Lines
-- deleted with their order find it gone: the order's own trigger took it out whole.
CREATE OR REPLACE FUNCTION order_items_trend() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  biz text;
  o record;
  s timestamptz;
BEGIN
  IF current_setting('shoppable.rollups', true) = 'off' THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    biz := (SELECT business_id FROM orders WHERE id = OLD.order_id);
    IF biz IS NOT NULL THEN
      -- The status is read under the window's lock: a refund committed meanwhile is seen.
      s := trend_window_lock(biz);
      SELECT status, created_at INTO o FROM orders WHERE id = OLD.order_id;
      IF FOUND AND o.status <> 'REFUNDED' AND o.created_at >= s THEN
        PERFORM trend_line_apply(biz, OLD.order_id, OLD.position, OLD.product_id, OLD.quantity, -1,
                                 OLD.order_id, OLD.position);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    biz := (SELECT business_id FROM orders WHERE id = NEW.order_id);
    IF biz IS NOT NULL THEN
      s := trend_window_lock(biz);
      SELECT status, created_at INTO o FROM orders WHERE id = NEW.order_id;
      IF FOUND AND o.status <> 'REFUNDED' AND o.created_at >= s THEN
        PERFORM trend_line_apply(biz, NEW.order_id, NEW.position, NEW.product_id, NEW.quantity, 1,
                                 coalesce(OLD.order_id, NEW.order_id), coalesce(OLD.position, NEW.position));
      END IF;
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A deleted business takes its rollups along (after its orders' cascade: this trigger's name sorts
-- after the foreign keys' own).
CREATE OR REPLACE FUNCTION rollups_business_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_rollups WHERE business_id = OLD.id;
  DELETE FROM trend_pairs WHERE business_id = OLD.id;
  DELETE FROM trend_products WHERE business_id = OLD.id;
  DELETE FROM trend_windows WHERE business_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves a business's trend window to start at `since`: the orders it leaves are taken out, the ones
-- it takes in (an earlier start) added. The window's lock keeps writers out meanwhile.
CREATE OR REPLACE FUNCTION trend_window_move(biz text, since timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s timestamptz;
BEGIN
  s := trend_window_lock(biz);
  IF since = s THEN
    RETURN;
  END IF;
  IF since > s THEN
    PERFORM trend_orders_apply(biz, ARRAY(
      SELECT id FROM orders
      WHERE business_id = biz AND created_at >= s AND created_at < since AND status <> 'REFUNDED'
    ), -1);
  ELSE
    PERFORM trend_orders_apply(biz, ARRAY(
      SELECT id FROM orders
      WHERE business_id = biz AND created_at >= since AND created_at < s AND status <> 'REFUNDED'
    ), 1);
  END IF;
  UPDATE trend_windows SET starts_at = since WHERE business_id = biz;
  DELETE FROM trend_products WHERE business_id = biz AND orders <= 0;
  DELETE FROM trend_pairs WHERE business_id = biz AND orders <= 0;
END $$;
--> statement-breakpoint
-- Recomputes every rollup from the orders (a repair, or after a bulk load with the triggers off);
-- the trend windows start `trend_window` before now. The rollup tables are locked meanwhile, so an
-- order written during the rebuild adds itself once it commits after it.
CREATE OR REPLACE FUNCTION rebuild_rollups(trend_window interval DEFAULT '2160 hours') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  starts timestamptz := now() - trend_window;
BEGIN
  LOCK TABLE order_rollups, trend_windows, trend_products, trend_pairs IN EXCLUSIVE MODE;
  DELETE FROM order_rollups;
  DELETE FROM trend_pairs;
  DELETE FROM trend_products;
  DELETE FROM trend_windows;
  INSERT INTO order_rollups
    (business_id, day, link_id, link_type, influencer_id, attributed, orders, gross_cents, refunded_cents, tax_cents)
  SELECT business_id, (created_at AT TIME ZONE 'UTC')::date, link_id, link_type, influencer_id, attributed,
         count(*), sum(total_cents), sum(refunded_cents), sum(tax_cents)
  FROM orders GROUP BY 1, 2, 3, 4, 5, 6;
  DROP TABLE IF EXISTS pg_temp.rollup_lines;
  CREATE TEMP TABLE rollup_lines ON COMMIT DROP AS
  SELECT o.business_id, i.order_id, i.product_id, sum(i.quantity)::bigint AS units
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.created_at >= starts AND o.status <> 'REFUNDED'
  GROUP BY o.business_id, i.order_id, i.product_id;
  INSERT INTO trend_windows (business_id, starts_at, orders)
  SELECT b.id, starts, coalesce(c.n, 0)
  FROM businesses b
  LEFT JOIN (SELECT business_id, count(DISTINCT order_id) AS n FROM rollup_lines GROUP BY 1) c
    ON c.business_id = b.id;
  INSERT INTO trend_products (business_id, product_id, orders, units)
  SELECT business_id, product_id, count(*), sum(units) FROM rollup_lines GROUP BY 1, 2;
  INSERT INTO trend_pairs (business_id, product_a, product_b, orders)
  SELECT x.business_id, x.product_id, y.product_id, count(*)
  FROM rollup_lines x
  JOIN rollup_lines y ON y.order_id = x.order_id AND x.product_id COLLATE "C" < y.product_id COLLATE "C"
  GROUP BY 1, 2, 3;
  DROP TABLE pg_temp.rollup_lines;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_written AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup_written();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup_deleted();
--> statement-breakpoint
CREATE TRIGGER order_items_trend BEFORE INSERT OR UPDATE OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_trend();
--> statement-breakpoint
CREATE TRIGGER rollups_business_deleted AFTER DELETE ON businesses FOR EACH ROW EXECUTE FUNCTION rollups_business_deleted();
--> statement-breakpoint
SELECT rebuild_rollups();
