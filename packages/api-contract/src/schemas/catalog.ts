/**
 * The store catalogue: products, collections, images, chosen options (content.md §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import * as v from 'valibot';
import { id, num, text } from './common';

/** An image reference `{src}` (product and collection images, option images). */
export const image = v.object({ src: text });

/** A product option (name, position, values). */
export const productOption = v.object({
  name: text,
  position: num,
  values: v.array(text),
});

/** A product of the store (content.md §3). */
export const product = v.object({
  inventory_id: id,
  product_id: id,
  title: text,
  handle: text,
  image: v.nullable(image),
  product_status: text,
  total_quantity: num,
  url: text,
  selling_score: v.nullish(num),
  variant_availability_ratio: v.nullish(num),
  options: v.array(productOption),
  /** Decided: the lowest variant price, in the business currency (the shopper's page shows it). */
  price: v.nullish(num),
});

/** A collection of the store (content.md §3). */
export const collection = v.object({
  collection_id: id,
  title: text,
  images: v.nullish(v.object({ medium: v.nullish(image) })),
  products_count: num,
  description: v.nullish(text),
  url: text,
});

/** Chosen options per inventory id: option name to value. */
export const selectedOptions = v.record(text, v.record(text, text));
