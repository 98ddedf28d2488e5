import type { ApiClient } from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  chooseShortItem,
  chooseShortType,
  EMPTY_SHORT_TARGET,
  LIMITS,
  SELECTION_RULES,
  type ShortTarget,
  type ShortUrlType,
} from '@shoppable/domain';
import { Button, Radio, RadioGroup, TextField } from '@shoppable/ui';
import { useState } from 'react';
import { Controller, useFormContext, useWatch, type UseFormSetValue } from 'react-hook-form';
import { CustomUrlField } from '../CustomUrlField';
import { useShortStrings } from '../intl/shorts';
import type { ShortValues } from './values';
import * as styles from './ShortView.css';

/** Props of TargetFields. */
export interface TargetFieldsProps {
  client: ApiClient;
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
}

/** Puts a target (a pick, a type) into the form as a change. */
export function setShortTarget(setValue: UseFormSetValue<ShortValues>, next: ShortTarget) {
  const options = { shouldDirty: true, shouldValidate: true };
  for (const key of ['type', 'productIds', 'collectionIds', 'url', 'title'] as const) {
    setValue(key, next[key], options);
  }
}

/**
 * Where the short leads and its title (content.md §4): the URL type, where one pick sets the
 * type, clears the other and fills URL and title; the product or collection with its picker, or
 * the custom URL checked after typing stops.
 */
export function TargetFields({ client, businessId, domains }: TargetFieldsProps) {
  const t = useShortStrings();
  const { control, setValue, trigger, getFieldState } = useFormContext<ShortValues>();
  const [type, title] = useWatch({ control, name: ['type', 'title'] });
  const [picker, setPicker] = useState<'product' | 'collection' | null>(null);
  const options = { shouldDirty: true, shouldValidate: true };
  const setTarget = (next: ShortTarget) => {
    setShortTarget(setValue, next);
    // Only an organic short needs its promocode: a message shown for another type goes.
    if (getFieldState('promocode').invalid) void trigger('promocode');
  };

  const onTypeChange = (value: string) => {
    const next = value as ShortUrlType;
    if (next === 'custom' || next === 'organic') {
      setTarget(chooseShortType(next));
      setValue('urlInput', '', options);
      setValue('urlState', 'unset', options);
    } else {
      setTarget({ ...EMPTY_SHORT_TARGET, type: next });
      setPicker(next);
    }
  };

  return (
    <>
      <RadioGroup label={t.format('shorts.urlType')} value={type} onChange={onTypeChange}>
        <Radio value="product">{t.format('shorts.typeProduct')}</Radio>
        <Radio value="collection">{t.format('shorts.typeCollection')}</Radio>
        <Radio value="custom">{t.format('shorts.typeCustom')}</Radio>
        <Radio value="organic">{t.format('shorts.typeOrganic')}</Radio>
      </RadioGroup>
      {type === 'product' || type === 'collection' ? (
        <div className={styles.pick}>
          <span>{title !== '' ? title : t.format('shorts.nothingChosen')}</span>
          <Button variant="secondary" onPress={() => setPicker(type)}>
            {type === 'product'
              ? t.format('shorts.chooseProduct')
              : t.format('shorts.chooseCollection')}
          </Button>
        </div>
      ) : null}
      {type === 'custom' ? (
        <CustomUrlField label={t.format('shorts.customUrl')} domains={domains} />
      ) : null}
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            label={t.format('shorts.titleField')}
            description={t.format('shorts.titleOptional')}
            value={field.value}
            maxLength={LIMITS.shortTitleMax}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <AddProductsDialog
        isOpen={picker === 'product'}
        onOpenChange={(open) => setPicker(open ? 'product' : null)}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.shortProduct}
        requireUrl
        onConfirm={({ products }) => {
          const product = products[0];
          if (product) setTarget(chooseShortItem('product', product));
        }}
      />
      <AddCollectionsDialog
        isOpen={picker === 'collection'}
        onOpenChange={(open) => setPicker(open ? 'collection' : null)}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.shortCollection}
        requireUrl
        onConfirm={({ collections }) => {
          const collection = collections[0];
          if (collection) setTarget(chooseShortItem('collection', collection));
        }}
      />
    </>
  );
}
