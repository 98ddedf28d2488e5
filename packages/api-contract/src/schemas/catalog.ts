/**
 * The store catalogue: products, collections, images, chosen options (content.md §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import * as v from 'valibot';
import { id, num } from './common';

/** An image reference `{src}` (product and collection images, option images). */
export const image = v.object({ src: v.string() });

/** A product option (name, position, values). */
export const productOption = v.object({
  name: v.string(),
  position: num,
  values: v.array(v.string()),
});

/** A product of the store (content.md §3). */
export const product = v.object({
  inventory_id: id,
  product_id: id,
  title: v.string(),
  handle: v.string(),
  image: v.nullable(image),
  product_status: v.string(),
  total_quantity: num,
  url: v.string(),
  selling_score: v.nullish(num),
  variant_availability_ratio: v.nullish(num),
  options: v.array(productOption),
  /** Decided: the lowest variant price, in the business currency (the shopper's page shows it). */
  price: v.nullish(num),
});

/** A collection of the store (content.md §3). */
export const collection = v.object({
  collection_id: id,
  title: v.string(),
  images: v.nullish(v.object({ medium: v.nullish(image) })),
  products_count: num,
  description: v.nullish(v.string()),
  url: v.string(),
});

/** Chosen options per inventory id: option name to value. */
export const selectedOptions = v.record(v.string(), v.record(v.string(), v.string()));
