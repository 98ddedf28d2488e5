import { swapPreviewQueryOptions, type ApiClient, type SwapPreview } from '@shoppable/api-client';
import { LinkPreview, withSwapPreview } from '@shoppable/link-preview';
import { PhoneFrame } from '@shoppable/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useLocale } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useStrings } from '../intl';
import * as styles from './LinkEditor.css';
import type { LinkEditorValues } from './values';

/** The fields the live preview shows (a constant, so the subscription stays the same). */
const PREVIEWED = ['description', 'images', 'promocode', 'products', 'selectedOptions'] as const;

/** The previewed values, in the order of PREVIEWED. */
type PreviewedValues = [
  description: string,
  images: LinkEditorValues['images'],
  promocode: string,
  products: LinkEditorValues['products'],
  selectedOptions: LinkEditorValues['selectedOptions'],
];

/**
 * The live preview of the link page (desktop). It follows the form deferred: a keystroke paints
 * its field first, and the whole link page re-renders after it in a background render. The
 * products show as the public page would show them now: a sold-out one marked, or with auto
 * swap on its in-stock alternative, saying which product it stands in for.
 */
export function EditorPreview({
  businessName,
  client,
  businessId,
}: {
  businessName: string;
  /** The API client, which answers the products' stock and swaps. */
  client: ApiClient;
  businessId: string;
}) {
  const { control } = useFormContext<LinkEditorValues>();
  const watched = useWatch({ control, name: PREVIEWED });
  const values = useDeferredValue(watched);
  const ids = values[3].map((p) => p.id);
  const swaps = useQuery({
    ...swapPreviewQueryOptions(client, businessId, ids),
    enabled: ids.length > 0 && businessId !== '',
    // The last answer stays while the next list of products is asked, so the cards do not blink.
    placeholderData: keepPreviousData,
  });
  return <PhonePreview values={values} businessName={businessName} preview={swaps.data} />;
}

/** The link page of the previewed values, rendered again only when they change. */
const PhonePreview = memo(function PhonePreview({
  values: [description, images, promocode, products, selectedOptions],
  businessName,
  preview,
}: {
  values: PreviewedValues;
  businessName: string;
  preview: SwapPreview | undefined;
}) {
  const strings = useStrings();
  const { locale } = useLocale();
  return (
    // Not a landmark: the link page inside has its own main landmark.
    <div className={styles.preview}>
      <PhoneFrame>
        <LinkPreview
          locale={locale === 'he-IL' ? 'he-IL' : 'en-US'}
          page={{
            businessName: businessName || strings.format('editor.yourStore'),
            description,
            images: images.map((i) => i.src),
            promocode: promocode.trim() === '' ? null : promocode.trim(),
            products: withSwapPreview(
              products.map((p) => ({
                inventoryId: p.id,
                title: p.title,
                imageUrl: p.imageUrl ?? null,
                quantity: 1,
                options: p.options ?? [],
                selected: selectedOptions[p.id] ?? null,
              })),
              preview,
            ),
          }}
        />
      </PhoneFrame>
    </div>
  );
});
