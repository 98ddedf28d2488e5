import type { ApiClient } from '@shoppable/api-client';
import { AddProductsDialog } from '@shoppable/catalog';
import { LIMITS, SELECTION_RULES } from '@shoppable/domain';
import { Button, preloadOnIntent } from '@shoppable/ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fill, useStrings } from '../intl';
import * as styles from './LinkEditor.css';
import type { EditorProduct, LinkEditorValues } from './values';

/** Props of ProductsSection. */
export interface ProductsSectionProps {
  client: ApiClient;
  businessId: string;
  /** A new link's dialog confirms with Next. */
  isEdit: boolean;
}

/**
 * The link's 1 to 15 products, each removable, and the Add products dialog that picks them with
 * their options. Opening the dialog re-renders this section only.
 */
export function ProductsSection({ client, businessId, isEdit }: ProductsSectionProps) {
  const strings = useStrings();
  const { control, getValues, setValue } = useFormContext<LinkEditorValues>();
  const products = useWatch({ control, name: 'products' });
  const [picking, setPicking] = useState(false);

  return (
    <section aria-labelledby="link-editor-products" className={styles.products}>
      <div className={styles.productsHeader}>
        <h2 id="link-editor-products" className={styles.heading}>
          {fill(strings.format('editor.products'), {
            count: products.length,
            max: LIMITS.linkProducts.max,
          })}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          {...preloadOnIntent(AddProductsDialog)}
          onPress={() => setPicking(true)}
        >
          {strings.format('editor.addProducts')}
        </Button>
      </div>
      {products.length === 0 ? (
        <p className={styles.hint}>{strings.format('editor.noProducts')}</p>
      ) : (
        <ul className={styles.productList}>
          {products.map((p) => (
            <li key={p.id} className={styles.productRow}>
              <span>{p.title}</span>
              <Button
                variant="plain"
                size="sm"
                aria-label={fill(strings.format('editor.removeProduct'), { title: p.title })}
                onPress={() =>
                  setValue(
                    'products',
                    products.filter((x) => x.id !== p.id),
                    { shouldDirty: true, shouldValidate: true },
                  )
                }
              >
                {strings.format('editor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddProductsDialog
        isOpen={picking}
        onOpenChange={setPicking}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.linkProducts}
        confirmLabel={isEdit ? undefined : strings.format('editor.next')}
        allowColorOptions
        defaultSelectedKeys={products.map((p) => p.id)}
        defaultSelectedOptions={getValues('selectedOptions')}
        onConfirm={(selection) => {
          const known = new Map(products.map((p) => [p.id, p]));
          const loaded = new Map(selection.products.map((p) => [p.id, p]));
          const next = selection.keys.flatMap((key): EditorProduct[] => {
            const p = loaded.get(key);
            if (p) {
              return [
                {
                  id: p.id,
                  productId: p.productId,
                  title: p.title,
                  imageUrl: p.imageUrl,
                  options: p.options.map((o) => ({ name: o.name, values: o.values })),
                },
              ];
            }
            const kept = known.get(key);
            return kept ? [kept] : [];
          });
          setValue('products', next, { shouldDirty: true, shouldValidate: true });
          setValue('selectedOptions', selection.selectedOptions, { shouldDirty: true });
        }}
      />
    </section>
  );
}
