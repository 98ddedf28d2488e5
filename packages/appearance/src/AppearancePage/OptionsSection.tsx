import { optionMapQueryOptions, type ApiClient } from '@shoppable/api-client';
import { hasChanges, setOptionType, setOptionValue, type OptionMap } from '@shoppable/domain';
import { Button, Section, Skeleton } from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useStrings } from '../intl';
import { OptionMapperSection } from '../OptionMapperSection';
import type { AppearanceValues } from './values';
import * as styles from './AppearancePage.css';

/** Props of OptionsSection. */
export interface OptionsSectionProps {
  client: ApiClient;
  businessId: string;
}

/**
 * The product option mapper (platform.md §4): the store's option map, loaded on its own (a
 * skeleton meanwhile, Try again when it fails), edited as the form's `optionMap`. Once loaded the
 * saved map is the field's default, so an edit of it is a change like any other and Discard puts
 * it back.
 */
export function OptionsSection({ client, businessId }: OptionsSectionProps) {
  const t = useStrings();
  const query = useQuery(optionMapQueryOptions(client, businessId));
  const { control, getValues, setValue, resetField } = useFormContext<AppearanceValues>();
  // A registered field, so that its default can be set once the map has loaded.
  const { field } = useController({ control, name: 'optionMap' });
  const map = field.value ?? query.data ?? null;

  useEffect(() => {
    if (query.data !== undefined && getValues('optionMap') === null)
      resetField('optionMap', { defaultValue: query.data });
  }, [query.data, getValues, resetField]);

  // The mapper sections keep what is being typed: they start afresh when the map changes from
  // outside them (Discard, a restored draft), not when they wrote it.
  const [mounted, setMounted] = useState({ map, revision: 0 });
  if (hasChanges(mounted.map, map)) setMounted({ map, revision: mounted.revision + 1 });
  const edit = (change: (map: OptionMap) => OptionMap) => {
    const current = getValues('optionMap');
    if (current === null) return;
    const next = change(current);
    setMounted((m) => ({ map: next, revision: m.revision }));
    setValue('optionMap', next, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Section
      id="product-options"
      title={t.format('options.title')}
      description={t.format('options.description')}
    >
      {query.isPending ? (
        <Skeleton lines={3} />
      ) : query.isError ? (
        <div role="alert" className={styles.optionsError}>
          <p>{t.format('options.loadFailed')}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t.format('options.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.options}>
          {Object.entries(map ?? {}).map(([name, option]) => (
            <OptionMapperSection
              key={`${mounted.revision}:${name}`}
              name={name}
              option={option}
              onTypeChange={(type) => edit((m) => setOptionType(m, name, type).map)}
              onValueChange={(value, input) => edit((m) => setOptionValue(m, name, value, input))}
            />
          ))}
        </div>
      )}
    </Section>
  );
}
