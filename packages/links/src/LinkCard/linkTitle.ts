import type { LinkListItem } from '@shoppable/api-client';

/** A link's title: its description's first line, or `untitled` (apart from the card: no strings). */
export function linkTitle(link: Pick<LinkListItem, 'description'>, untitled: string): string {
  const first = link.description.trim().split('\n')[0]?.trim() ?? '';
  return first === '' ? untitled : first;
}
