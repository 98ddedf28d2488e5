import {
  collectionFromWire,
  collectionsInfiniteQueryOptions,
  logClientError,
  type ApiClient,
  type Collection,
} from '@shoppable/api-client';
import { canConfirmSelection, withUrl, type SelectionRule } from '@shoppable/domain';
import { EmptyState, SearchField, SelectableGrid } from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useStrings } from '../intl';
import { PickerDialog, PickerResults } from '../PickerDialog/PickerDialog';
import * as styles from './AddCollectionsDialog.css';

/** What the add-collections dialog hands back on Done. */
export interface CollectionSelection {
  /** The selected collection ids, in selection order. */
  keys: string[];
  /** The selected collections this dialog has loaded, in selection order. */
  collections: Collection[];
}

/** Props of AddCollectionsDialog. */
export interface AddCollectionsDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the dialog closes (Cancel, Escape, the close button, Done). */
  onOpenChange: (isOpen: boolean) => void;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** The signed-in business, for the search's cache key. */
  businessId: string;
  /** Called with the selection when the user presses Done; the dialog closes afterwards. */
  onConfirm: (selection: CollectionSelection) => void;
  /** The dialog's title; "Add collections" by default. */
  title?: string;
  /** The confirm button's text; "Done" by default. */
  confirmLabel?: string;
  /**
   * The fewest and most picks (`SELECTION_RULES` of @shoppable/domain); no limit by default. The
   * limit alert names the items in the UI's language (the rule's English `noun` is not used).
   */
  rule?: SelectionRule;
  /** The collection ids selected when the dialog opens. */
  defaultSelectedKeys?: readonly string[];
  /** Leaves out collections without a url (short links, content.md §5). */
  requireUrl?: boolean;
  /** Collection ids that cannot be picked (already used elsewhere). */
  disabledKeys?: readonly string[];
}

/**
 * The add-collections dialog (content.md §2): a debounced collection search and a grid of 3
 * columns on phones and 6 on desktop, each tile with its image, title, products count and the
 * selected tick; limits follow `applySelection`; loading, empty, no-results and failed states.
 */
export function AddCollectionsDialog(props: AddCollectionsDialogProps) {
  return props.isOpen ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  client,
  businessId,
  onConfirm,
  title,
  confirmLabel,
  rule = { min: 0, max: Number.POSITIVE_INFINITY },
  defaultSelectedKeys = [],
  requireUrl = false,
  disabledKeys,
}: AddCollectionsDialogProps) {
  const t = useStrings();
  const [q, setQ] = useState('');
  const [keys, setKeys] = useState<readonly string[]>(defaultSelectedKeys);
  const [known, setKnown] = useState<Readonly<Record<string, Collection>>>({});
  const search = useInfiniteQuery(collectionsInfiniteQueryOptions(client, businessId, { q }));

  useEffect(() => {
    if (search.error) logClientError(`Collection search failed: ${String(search.error)}`);
  }, [search.error]);

  const items = useMemo(() => {
    const all = (search.data?.pages ?? []).flatMap((page) =>
      page.collections.map((w) => collectionFromWire(w)),
    );
    return requireUrl ? withUrl(all) : all;
  }, [search.data, requireUrl]);

  const changeSelection = (next: string[]) => {
    setKeys(next);
    setKnown((before) => {
      const after: Record<string, Collection> = {};
      for (const key of next) {
        const collection = before[key] ?? items.find((c) => c.id === key);
        if (collection) after[key] = collection;
      }
      return after;
    });
  };

  const confirm = () =>
    onConfirm({
      keys: [...keys],
      collections: keys.flatMap((key) => {
        const collection = known[key] ?? items.find((c) => c.id === key);
        return collection ? [collection] : [];
      }),
    });

  return (
    <PickerDialog
      title={title ?? t.format('collections.title')}
      confirmLabel={confirmLabel}
      canConfirm={canConfirmSelection(keys.length, rule)}
      onConfirm={confirm}
      onOpenChange={onOpenChange}
    >
      <SearchField
        aria-label={t.format('collections.search')}
        placeholder={t.format('collections.search')}
        onSearch={setQ}
      />
      <PickerResults
        search={search}
        itemCount={items.length}
        loadingLabel={t.format('collections.loading')}
        errorMessage={t.format('collections.searchFailed')}
        empty={
          q.trim() === '' ? (
            <EmptyState
              headingLevel={3}
              title={t.format('collections.empty')}
              description={t.format('collections.emptyHint')}
            />
          ) : (
            <EmptyState headingLevel={3} title={t.format('collections.noResults')} />
          )
        }
      >
        <SelectableGrid
          aria-label={t.format('collections.grid')}
          items={items}
          getKey={(c) => c.id}
          getTextValue={(c) => c.title}
          renderItem={(c) => (
            <span className={styles.tile}>
              {c.image ? (
                <img className={styles.image} src={c.image} alt="" />
              ) : (
                <span className={styles.image} aria-hidden="true" />
              )}
              <span className={styles.title} title={c.title}>
                {c.title}
              </span>
              <span className={styles.count}>
                {t.format('collections.productsCount', { count: c.productsCount })}
              </span>
            </span>
          )}
          selectedKeys={keys}
          onSelectionChange={changeSelection}
          minSelection={rule.min}
          maxSelection={rule.max}
          itemLabel={t.format('collections.noun')}
          columns={6}
          disabledKeys={disabledKeys}
        />
      </PickerResults>
    </PickerDialog>
  );
}
