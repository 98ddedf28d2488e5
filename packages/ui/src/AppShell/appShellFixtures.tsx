import type { AppShellProps } from './AppShell';

/** A 20 px outline icon for the examples of stories and tests. */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d={d} />
    </svg>
  );
}

const house = 'M3 9l7-6 7 6v8H3z';
const chain = 'M8 12l4-4M6 10l-2 2a3 3 0 004 4l2-2M14 10l2-2a3 3 0 00-4-4l-2 2';
const bolt = 'M11 2L4 11h5l-1 7 7-9h-5z';
const chart = 'M3 17V9M8 17V5M13 17v-6M18 17V3';
const people =
  'M7 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2-5 5-5s5 2 5 5M14 4a3 3 0 010 5M15 12c2 0 3 2 3 5';
const help = 'M10 18a8 8 0 100-16 8 8 0 000 16zM8 8a2 2 0 114 0c0 2-2 2-2 4M10 15v.01';

/** The example shell of the stories and tests: an admin with a connected store. */
export const exampleShell: Omit<AppShellProps, 'children'> = {
  logo: (
    <svg viewBox="0 0 120 24" width="120" height="24" role="img" aria-label="Shoppable">
      <text x="0" y="18" fontSize="18" fontWeight="700" fill="currentColor">
        Shoppable
      </text>
    </svg>
  ),
  homeHref: '/admin/home',
  currentHref: '/admin/links',
  navItems: [
    { id: 'home', label: 'Home', href: '/admin/home', icon: <Glyph d={house} /> },
    { id: 'links', label: 'Links', href: '/admin/links', icon: <Glyph d={chain} /> },
    { id: 'shorts', label: 'Shorts', href: '/admin/shorts', icon: <Glyph d={bolt} /> },
    {
      id: 'influencers',
      label: 'Influencers',
      href: '/admin/influencers',
      icon: <Glyph d={people} />,
    },
    { id: 'trends', label: 'Trends', icon: <Glyph d={chart} />, isUpsell: true },
    {
      id: 'analytics',
      label: 'Analytics',
      href: '/admin/analytics',
      icon: <Glyph d={chart} />,
      isDisabled: true,
    },
    {
      id: 'bookExpert',
      label: 'Book an expert',
      href: 'https://example.com/book',
      icon: <Glyph d={people} />,
      isExternal: true,
    },
    { id: 'help', label: 'Help', href: '/help/shopify', icon: <Glyph d={help} /> },
  ],
  tabItems: [
    { id: 'home', label: 'Home', href: '/admin/home', icon: <Glyph d={house} /> },
    { id: 'links', label: 'Links', href: '/admin/links', icon: <Glyph d={chain} /> },
    { id: 'shorts', label: 'Shorts', href: '/admin/shorts', icon: <Glyph d={bolt} /> },
    {
      id: 'influencers',
      label: 'Influencers',
      href: '/admin/influencers',
      icon: <Glyph d={people} />,
    },
  ],
  addItems: [
    { id: 'link', label: 'Link' },
    { id: 'short', label: 'Short' },
    { id: 'multilink', label: 'Multilink', href: '/admin/multilinks/create' },
  ],
  user: { name: 'demo', details: ['BUSINESS', 'Demo Store'] },
  userMenu: [
    { id: 'plan', items: [{ id: 'upgrade', label: 'Upgrade', tone: 'primary' }] },
    {
      id: 'account',
      title: 'Account',
      items: [
        { id: 'my-account', label: 'My account', href: '/admin/my-account' },
        { id: 'logout', label: 'Log out', tone: 'critical' },
      ],
    },
    {
      id: 'support',
      title: 'Support',
      items: [
        { id: 'privacy', label: 'Privacy policy', href: '/privacy-policy' },
        { id: 'terms', label: 'Terms and conditions', href: '/terms' },
      ],
    },
  ],
  signedOutLinks: { signIn: '/login', signUp: '/register', pricing: '/pricing-plans' },
};
