import type { SelectedOptions } from '@shoppable/api-client';
import type { UtmValues } from '../UtmSection';

/** A product of the editor: its inventory id (`id`), product id and title. */
export interface EditorProduct {
  id: string;
  productId: string;
  title: string;
  /** Known once picked in this session; the live preview shows it. */
  imageUrl?: string | null;
  /** Known once picked in this session; the live preview offers them. */
  options?: { name: string; values: string[] }[];
}

/** The editor's form values. */
export interface LinkEditorValues {
  images: { id: string; src: string }[];
  description: string;
  promocode: string;
  products: EditorProduct[];
  shoppingRedirectUrl: string;
  influencerUsername: string;
  utmParams: UtmValues;
  selectedOptions: SelectedOptions;
}
