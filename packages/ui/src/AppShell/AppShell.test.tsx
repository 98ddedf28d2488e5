import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, type AppShellProps } from './AppShell';
import { exampleShell } from './appShellFixtures';
import { isCurrentHref } from './appShellTypes';

function renderShell(props: Partial<AppShellProps> = {}) {
  const handlers = {
    onNavAction: vi.fn(),
    onUserAction: vi.fn(),
    onAddAction: vi.fn(),
    onSidebarExpandedChange: vi.fn(),
  };
  render(
    <AppShell {...exampleShell} {...handlers} {...props}>
      <h1>Links</h1>
    </AppShell>,
  );
  return handlers;
}

describe('AppShell on desktop', () => {
  it('lists the entries as links, marks the current one and disables what is disabled', () => {
    renderShell({ layout: 'desktop', isSidebarExpanded: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getByRole('link', { name: 'Links' });
    expect(links).toHaveAttribute('href', '/admin/links');
    expect(links).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const expert = within(nav).getByRole('link', { name: 'Book an expert (opens in a new tab)' });
    expect(expert).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('main')).toHaveTextContent('Links');
  });

  it('calls onNavAction for an upsell entry instead of navigating', async () => {
    const { onNavAction } = renderShell({ layout: 'desktop', isSidebarExpanded: true });
    const trends = screen.getByRole('button', { name: 'Trends Upgrade' });
    await userEvent.click(trends);
    expect(onNavAction).toHaveBeenCalledWith('trends');
  });

  it('collapses and expands the sidebar, keeping every entry named', async () => {
    const { onSidebarExpandedChange } = renderShell({ layout: 'desktop' });
    // happy-dom's window is 1024 px wide: below 1200 px the sidebar starts collapsed.
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Shorts' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onSidebarExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the avatar menu with the user card and sections; an action closes it', async () => {
    const { onUserAction } = renderShell({ layout: 'desktop', isSidebarExpanded: true });
    const banner = screen.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'demo Account menu' }));
    const menu = screen.getByRole('menu', { name: 'demo Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/admin/my-account',
    );
    expect(within(menu).getByRole('group', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('Demo Store')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onUserAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens the same menu from the sidebar user strip', async () => {
    const { onUserAction } = renderShell({ layout: 'desktop', isSidebarExpanded: true });
    const strip = within(screen.getByRole('complementary')).getByRole('button', {
      name: 'demo BUSINESS',
    });
    expect(strip).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(strip);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Upgrade' }));
    expect(onUserAction).toHaveBeenCalledWith('upgrade');
  });

  it('shows Sign in and Sign up to signed-out visitors, and no sidebar', () => {
    renderShell({ layout: 'desktop', user: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('AppShell on a phone', () => {
  it('shows the tab bar and an add menu of what can be created', async () => {
    const { onAddAction } = renderShell({ layout: 'phone' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Links', 'Shorts', 'Influencers']);
    await userEvent.click(within(tabs).getByRole('button', { name: 'Create' }));
    const menu = screen.getByRole('menu', { name: 'Create' });
    expect(within(menu).getByRole('menuitem', { name: 'Multilink' })).toHaveAttribute(
      'href',
      '/admin/multilinks/create',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Short' }));
    expect(onAddAction).toHaveBeenCalledWith('short');
  });

  it('opens the user drawer from the avatar; an action closes it first', async () => {
    const { onUserAction } = renderShell({ layout: 'phone' });
    await userEvent.click(screen.getByRole('button', { name: 'demo Account menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Account menu' });
    expect(within(drawer).getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(onUserAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives signed-out visitors a drawer with Log in, Sign up for free, Pricing and Cancel', async () => {
    renderShell({ layout: 'phone', user: null });
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Open menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/login', '/register', '/pricing-plans']);
    expect(within(drawer).getByRole('link', { name: 'Sign up for free' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AppShell in Hebrew', () => {
  it('names its own controls in Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <AppShell {...exampleShell} layout="desktop" isSidebarExpanded>
          <h1>קישורים</h1>
        </AppShell>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'כיווץ התפריט' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ראשי' })).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('matches the current page and the pages under it, never external addresses', () => {
    expect(isCurrentHref('/admin/links', '/admin/links/create')).toBe(true);
    expect(isCurrentHref('/admin/links', '/admin/linksx')).toBe(false);
    expect(isCurrentHref('https://example.com', 'https://example.com')).toBe(false);
    expect(isCurrentHref(undefined, '/')).toBe(false);
  });
});
