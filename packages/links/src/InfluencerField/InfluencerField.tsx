import { influencersQueryOptions, type ApiClient } from '@shoppable/api-client';
import type { Role } from '@shoppable/domain';
import { Select, SelectItem } from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { fill, useStrings } from '../intl';
import * as styles from './InfluencerField.css';

/** Props of InfluencerField. */
export interface InfluencerFieldProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** Admins pick among the active influencers; an influencer's own username is fixed. */
  viewerRole: Role;
  /** The signed-in influencer's username (influencers only): the fixed value they see. */
  ownUsername?: string;
  /** The chosen influencer's username, `''` for none. */
  value: string;
  /**
   * Called with the picked username and that influencer's promocode (`null` when they have none):
   * the editor fills its promocode field with it (content.md §4).
   */
  onChange: (username: string, promocode: string | null) => void;
  /** Locked once the content was saved with an influencer (content.md §4). */
  isLocked?: boolean;
}

/**
 * The influencer of a link, short or multilink (content.md §2, §4, §6): admins pick one of the
 * business's active influencers, which fills the promocode, and the choice is locked once saved;
 * an influencer sees their own name, fixed.
 */
export function InfluencerField({
  client,
  businessId,
  viewerRole,
  ownUsername = '',
  value,
  onChange,
  isLocked = false,
}: InfluencerFieldProps) {
  const t = useStrings();
  const isAdmin = viewerRole === 'admin';
  const influencers = useQuery({
    ...influencersQueryOptions(client, businessId),
    enabled: isAdmin,
  });
  if (!isAdmin) {
    return (
      <p className={styles.fixed}>{fill(t.format('influencerField.own'), { name: ownUsername })}</p>
    );
  }
  const active = (influencers.data ?? []).filter((i) => i.is_active);
  // A saved influencer who is no longer active still shows as the (locked) value.
  const items =
    value !== '' && !active.some((i) => i.username === value)
      ? [{ id: value, name: value }, ...active.map((i) => ({ id: i.username, name: i.username }))]
      : active.map((i) => ({ id: i.username, name: i.username }));
  return (
    <Select
      label={t.format('influencerField.label')}
      placeholder={t.format('influencerField.none')}
      description={
        isLocked
          ? t.format('influencerField.locked')
          : influencers.isPending
            ? t.format('influencerField.loading')
            : undefined
      }
      isInvalid={influencers.isError}
      errorMessage={t.format('influencerField.loadFailed')}
      selectedKey={value === '' ? null : value}
      isDisabled={isLocked || influencers.isPending || influencers.isError}
      onSelectionChange={(key) => {
        const username = key === null ? '' : String(key);
        const picked = active.find((i) => i.username === username);
        onChange(username, picked?.promocode ? picked.promocode : null);
      }}
      items={items}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
