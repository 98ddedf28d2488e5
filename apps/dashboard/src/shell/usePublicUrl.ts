import { useSession } from '@shoppable/account';
import { linkBaseUrl, publicLinkUrl } from '@shoppable/domain';
import { LINK_PAGE_URL } from '../config';

/**
 * The public address of the signed-in business's content: `{base}{merchant username}/{id}`, the
 * base being the plan's link domain (content.md §2) or the local link-page server.
 */
export function usePublicUrl(): (id: string) => string {
  const { user, plan } = useSession();
  const base = plan ? linkBaseUrl(plan, user?.domain ?? null, LINK_PAGE_URL) : LINK_PAGE_URL;
  const owner = user?.adminUsername ?? user?.username ?? '';
  return (id) => publicLinkUrl(base, owner, id);
}
