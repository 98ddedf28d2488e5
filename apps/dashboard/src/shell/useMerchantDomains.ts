import { useSession } from '@shoppable/account';

/**
 * The domains a custom short or multilink URL may point at (content.md §5): the business's domain
 * and its other available domains (the connected store's among them).
 */
export function useMerchantDomains(): string[] {
  const { user } = useSession();
  if (!user) return [];
  return [user.domain, ...user.availableDomains].filter((d): d is string => d !== null && d !== '');
}
