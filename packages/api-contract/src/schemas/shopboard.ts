/**
 * The shopboard: social networks, their connection and posts (content.md §2, §3).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import * as v from 'valibot';
import { product, selectedOptions } from './catalog';
import { id, num, text } from './common';

/** A social network of the shopboard (content.md §2). */
export const social = v.picklist(['instagram', 'tiktok', 'pinterest']);

/** One network's connection (content.md §3). `number_of_posts` -1 while syncing. */
export const socialMediaStatus = v.object({
  connected: v.boolean(),
  number_of_posts: v.nullable(num),
  username: v.nullish(text),
});

/** A social post of the shopboard (content.md §3). */
export const socialPost = v.object({
  post_id: id,
  image_url: text,
  products: v.array(product),
  auto_tagged_products: v.array(product),
  visible: v.boolean(),
  selected_options: v.nullish(selectedOptions),
});
