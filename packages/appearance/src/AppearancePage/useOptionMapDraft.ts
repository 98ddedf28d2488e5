import { optionMapQueryOptions, useUpdateOptionMap, type ApiClient } from '@shoppable/api-client';
import {
  hasChanges,
  setOptionType,
  setOptionValue,
  type OptionMap,
  type OptionType,
} from '@shoppable/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The product option map as the appearance page edits it (platform.md §4): the saved map from the
 * server, the merchant's draft over it, whether they differ, and save / discard. Discard reloads
 * the map from the server; `revision` changes with it so the mapper sections start afresh.
 */
export function useOptionMapDraft(client: ApiClient, businessId: string) {
  const query = useQuery(optionMapQueryOptions(client, businessId));
  const update = useUpdateOptionMap(client, businessId);
  const [draft, setDraft] = useState<OptionMap | null>(null);
  const [revision, setRevision] = useState(0);
  const map = draft ?? query.data;
  const edit = (change: (map: OptionMap) => OptionMap) =>
    setDraft((current) => {
      const base = current ?? query.data;
      return base === undefined ? current : change(base);
    });
  return {
    query,
    map,
    isDirty: draft !== null && query.data !== undefined && hasChanges(query.data, draft),
    isSaving: update.isPending,
    setType: (name: string, type: OptionType) => edit((m) => setOptionType(m, name, type).map),
    setValue: (name: string, value: string, input: string) =>
      edit((m) => setOptionValue(m, name, value, input)),
    /** Writes the draft; the cache then holds it as saved. */
    save: async () => {
      if (draft === null) return;
      await update.mutateAsync(draft);
      setDraft(null);
    },
    discard: async () => {
      setDraft(null);
      await query.refetch();
      setRevision((r) => r + 1);
    },
    revision,
  };
}
