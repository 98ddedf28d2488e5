import type { NavKey } from '@shoppable/domain';

/** 20 px outline paths of the navigation icons. */
const paths: Record<NavKey, string> = {
  home: 'M3 9l7-6 7 6v8h-5v-5H8v5H3z',
  magicStore: 'M4 16L14 6M12 3v2M16 7h2M15 3l1 1M5 5l1 1M3 9h2',
  links: 'M8 12l4-4M6 10l-2 2a3 3 0 004 4l2-2M14 10l2-2a3 3 0 00-4-4l-2 2',
  shorts: 'M11 2L4 11h5l-1 7 7-9h-5z',
  multilinks: 'M3 10h5l4-5h5M8 10l4 5h5M15 3l2 2-2 2M15 13l2 2-2 2',
  shopboard: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z',
  influencers:
    'M7 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2-5 5-5s5 2 5 5M14 4a3 3 0 010 5M15 12c2 0 3 2 3 5',
  trends: 'M3 14l5-5 3 3 6-6M13 6h4v4',
  analytics: 'M3 17V9M8 17V5M13 17v-6M18 17V3',
  bookExpert: 'M4 4h12v9H8l-4 3zM7 8h6',
  appearance:
    'M10 3a7 7 0 100 14c1 0 1-1 1-2s1-2 2-2h2a2 2 0 002-2 7 7 0 00-7-8zM6 10h.01M8 6h.01M12 6h.01',
  settings:
    'M10 13a3 3 0 100-6 3 3 0 000 6zM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
  help: 'M10 18a8 8 0 100-16 8 8 0 000 16zM8 8a2 2 0 114 0c0 2-2 2-2 4M10 15v.01',
  link: 'M8 12l4-4M6 10l-2 2a3 3 0 004 4l2-2M14 10l2-2a3 3 0 00-4-4l-2 2',
  short: 'M11 2L4 11h5l-1 7 7-9h-5z',
  multilink: 'M3 10h5l4-5h5M8 10l4 5h5',
  influencer: 'M10 9a3 3 0 100-6 3 3 0 000 6zM4 17c0-3 3-5 6-5s6 2 6 5',
};

/** The icon of a navigation entry (decorative: the entry's label names it). */
export function NavIcon({ name }: { name: NavKey }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
