import type { LinkForm, SelectedOptions } from '@shoppable/api-client';
import type { useStrings } from '../intl';
import { utmConflictFields, utmValues, type UtmValues } from '../UtmSection';

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

/** What the form starts from: a saved link's values, or a new one's with the given defaults. */
export function valuesOf(
  form: LinkForm | null,
  defaults: { utm: UtmValues; influencer: string },
): LinkEditorValues {
  return {
    images: (form?.images ?? []).map((i) => ({ id: i.id ?? '', src: i.src })),
    description: form?.description ?? '',
    promocode: form?.promocode ?? '',
    products: (form?.products ?? []).map((p) => ({
      id: p.inventoryId,
      productId: p.productId,
      title: p.title,
    })),
    shoppingRedirectUrl: form?.shoppingRedirectUrl ?? '',
    influencerUsername: form?.influencerUsername ?? defaults.influencer,
    utmParams: form ? utmValues(form.utmParams) : defaults.utm,
    selectedOptions: form?.selectedOptions ?? {},
  };
}

/** The values of the editor as the conflict dialog compares them, labelled as the form labels them. */
export function conflictFields(
  strings: ReturnType<typeof useStrings>,
  mine: LinkEditorValues,
  theirs: LinkEditorValues,
) {
  const text = (values: LinkEditorValues) => ({
    description: values.description,
    promocode: values.promocode,
    products: values.products.map((p) => p.title).join(', '),
    images: values.images.map((i) => i.src).join(', '),
    url: values.shoppingRedirectUrl,
    influencer: values.influencerUsername,
  });
  const [a, b] = [text(mine), text(theirs)];
  return [
    { label: strings.format('editor.images'), mine: a.images, theirs: b.images },
    { label: strings.format('editor.description'), mine: a.description, theirs: b.description },
    { label: strings.format('editor.promocode'), mine: a.promocode, theirs: b.promocode },
    { label: strings.format('editor.productsLabel'), mine: a.products, theirs: b.products },
    { label: strings.format('editor.shoppingUrl'), mine: a.url, theirs: b.url },
    { label: strings.format('influencerField.label'), mine: a.influencer, theirs: b.influencer },
    ...utmConflictFields(strings, mine.utmParams, theirs.utmParams),
  ];
}
