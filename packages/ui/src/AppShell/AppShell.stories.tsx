import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';
import { exampleShell } from './appShellFixtures';

const meta = {
  title: 'UI/Navigation/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    ...exampleShell,
    layout: 'desktop',
    onNavAction: fn(),
    onUserAction: fn(),
    onAddAction: fn(),
    onSidebarExpandedChange: fn(),
    children: (
      <div style={{ padding: 24 }}>
        <h1 style={{ marginBlockStart: 0 }}>Links</h1>
        <p>The page goes here.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Tabs forward until `target` has focus (at most 30 steps). */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const Expanded: Story = {
  args: { isSidebarExpanded: true },
  play: async ({ args, canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Links' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(nav.getBoundingClientRect().width).toBeGreaterThan(200);
    // The keyboard reaches the upsell entry, which asks for an upgrade instead of navigating.
    const trends = within(nav).getByRole('button', { name: /Trends/ });
    await tabTo(trends);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavAction).toHaveBeenCalledWith('trends');
    // The avatar menu opens with Enter; arrows move; Enter chooses; focus returns.
    const avatar = within(canvas.getByRole('banner')).getByRole('button', {
      name: 'demo Account menu',
    });
    await tabTo(avatar);
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'demo Account menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUserAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(avatar).toHaveFocus());
  },
};

export const Collapsed: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: /sidebar/ });
    if (toggle.getAttribute('aria-expanded') === 'true') await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    const sidebar = canvas.getByRole('complementary');
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(65));
    // Icons only, but every entry keeps its name.
    await expect(canvas.getByRole('link', { name: 'Shorts' })).toBeVisible();
    await tabTo(expand);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSidebarExpandedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(240));
  },
};

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const signIn = canvas.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await tabTo(signIn);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Quick navigation' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(4);
    const add = within(tabs).getByRole('button', { name: 'Create' });
    await tabTo(add);
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Create' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAddAction).toHaveBeenCalledWith('short');
    await waitFor(() => expect(add).toHaveFocus());
  },
};

export const PhoneUserDrawer: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement }) => {
    const avatar = canvas.getByRole('button', { name: 'demo Account menu' });
    await tabTo(avatar);
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Account menu' });
    await waitFor(() => expect(within(drawer).getByText('Demo Store')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(avatar).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('dialog', { name: 'Account menu' });
    await userEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    await expect(args.onUserAction).toHaveBeenCalledWith('logout');
  },
};

export const PhoneSignedOut: Story = {
  args: { layout: 'phone', user: null },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await tabTo(opener);
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Open menu' });
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Sign up for free' })).toBeVisible(),
    );
    await expect(within(drawer).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    isSidebarExpanded: true,
    navItems: exampleShell.navItems.map((item, i) => ({
      ...item,
      label:
        ['בית', 'קישורים', 'שורטס', 'משפיענים', 'טרנדים', 'אנליטיקס', 'שיחה עם מומחה', 'עזרה'][i] ??
        item.label,
    })),
    children: (
      <div style={{ padding: 24 }}>
        <h1 style={{ marginBlockStart: 0 }}>קישורים</h1>
      </div>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const sidebar = canvas.getByRole('complementary');
    const main = canvas.getByRole('main');
    // Right to left: the sidebar sits on the right of the page.
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(
      main.getBoundingClientRect().left,
    );
    const collapse = canvas.getByRole('button', { name: 'כיווץ התפריט' });
    await tabTo(collapse);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSidebarExpandedChange).toHaveBeenCalledWith(false);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isSidebarExpanded: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const strip = within(canvas.getByRole('complementary')).getByRole('button', {
      name: 'demo BUSINESS',
    });
    await tabTo(strip);
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(strip).toHaveFocus());
  },
};
