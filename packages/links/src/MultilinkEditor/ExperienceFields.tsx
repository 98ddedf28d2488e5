import type { ApiClient } from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  allowedSubLinkTypes,
  experienceLetter,
  LIMITS,
  pickSubLinkItem,
  rebalanceShares,
  setSubLinkType,
  subLinkSelectionRule,
  type DeviceOption,
  type SubLink,
  type SubLinkType,
} from '@shoppable/domain';
import { Button, NumberField, Radio, RadioGroup, Select, SelectItem } from '@shoppable/ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomUrlField } from '../CustomUrlField';
import { useMultilinkStrings } from '../intl/multilinks';
import type { ExperienceIndex, ExperienceValues, MultilinkValues } from './values';
import * as styles from './MultilinkEditor.css';

/** Props of ExperienceFields. */
export interface ExperienceFieldsProps {
  client: ApiClient;
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
  /** Experience A (0) or B (1). */
  index: ExperienceIndex;
  /** The saved experience's type in edit mode (a look stays a look); `null` when creating. */
  savedType: SubLinkType | null;
  isEdit: boolean;
}

/**
 * One experience (content.md §4): a device (all, mobile, PC), a traffic share (setting one
 * rebalances the other to 100, out-of-range values clamp) and a type with its picker (look,
 * product, collection) or its custom URL.
 */
export function ExperienceFields({
  client,
  businessId,
  domains,
  index,
  savedType,
  isEdit,
}: ExperienceFieldsProps) {
  const t = useMultilinkStrings();
  const { control, getValues, setValue } = useFormContext<MultilinkValues>();
  const s = useWatch({ control, name: `experiences.${index}` });
  const [picker, setPicker] = useState<SubLinkType | null>(null);
  const name = t.format('multilinks.experienceName', { letter: experienceLetter(index) });
  const chosen = s.type === 'collection' ? s.collectionIds.length : s.productIds.length;
  const options = { shouldDirty: true, shouldValidate: true };
  const update = (next: (x: ExperienceValues) => SubLink) =>
    setValue(
      `experiences.${index}`,
      { ...getValues(`experiences.${index}`), ...next(getValues(`experiences.${index}`)) },
      options,
    );
  const setShare = (value: number) => {
    const [mine, other] = rebalanceShares(value);
    setValue(`experiences.${index}.share`, mine, options);
    setValue(`experiences.${index === 0 ? 1 : 0}.share`, other, options);
  };
  const typeLabels: Record<SubLinkType, string> = {
    look: t.format('multilinks.typeLook'),
    product: t.format('multilinks.typeProduct'),
    collection: t.format('multilinks.typeCollection'),
    custom: t.format('multilinks.typeCustom'),
  };
  const rule = picker ? subLinkSelectionRule(picker) : null;

  return (
    <fieldset className={styles.experience}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.row}>
        <Select
          label={t.format('multilinks.colDevice')}
          selectedKey={s.device}
          onSelectionChange={(key) => update((x) => ({ ...x, device: key as DeviceOption }))}
        >
          <SelectItem id="ALL">{t.format('multilinks.deviceAll')}</SelectItem>
          <SelectItem id="MOBILE">{t.format('multilinks.deviceMobile')}</SelectItem>
          <SelectItem id="PC">{t.format('multilinks.devicePc')}</SelectItem>
        </Select>
        <NumberField
          label={t.format('multilinks.trafficOf', { name })}
          format="percent"
          minValue={0}
          maxValue={LIMITS.trafficShareTotal}
          step={1}
          value={s.share}
          onChange={setShare}
        />
      </div>
      <RadioGroup
        label={t.format('multilinks.typeOf', { name })}
        value={s.type}
        onChange={(value) => {
          const type = value as SubLinkType;
          update((x) => ({ ...setSubLinkType(x, type), urlInput: '' }));
          if (type !== 'custom') setPicker(type);
        }}
      >
        {allowedSubLinkTypes(isEdit ? 'edit' : 'create', savedType).map((type) => (
          <Radio key={type} value={type}>
            {typeLabels[type]}
          </Radio>
        ))}
      </RadioGroup>
      {s.type === 'custom' ? (
        <CustomUrlField
          label={t.format('multilinks.urlOf', { name })}
          domains={domains}
          prefix={`experiences.${index}.`}
        />
      ) : (
        <div className={styles.row}>
          <span>{t.format('multilinks.chosen', { count: chosen })}</span>
          <Button variant="secondary" onPress={() => setPicker(s.type)}>
            {t.format('multilinks.chooseFor', { name })}
          </Button>
        </div>
      )}
      <AddProductsDialog
        isOpen={picker === 'look' || picker === 'product'}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
        client={client}
        businessId={businessId}
        rule={rule ?? undefined}
        requireUrl={picker === 'product'}
        defaultSelectedKeys={picker ? s.productIds : undefined}
        onConfirm={({ products }) => {
          const first = products[0];
          if (picker === 'product' && first) update((x) => pickSubLinkItem(x, 'product', first));
          else update((x) => ({ ...x, type: 'look', productIds: products.map((p) => p.id) }));
        }}
      />
      <AddCollectionsDialog
        isOpen={picker === 'collection'}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
        client={client}
        businessId={businessId}
        rule={rule ?? undefined}
        requireUrl
        onConfirm={({ collections }) => {
          const first = collections[0];
          if (first) update((x) => pickSubLinkItem(x, 'collection', first));
        }}
      />
    </fieldset>
  );
}
