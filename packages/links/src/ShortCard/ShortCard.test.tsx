import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ShortCard, type ShortCardProps } from './ShortCard';
import { sampleShort } from './fixtures';

const url = 'https://shop.example/demo/short-1';

function renderCard(props: Partial<ShortCardProps> = {}, locale = 'en-US') {
  const all: ShortCardProps = {
    short: sampleShort,
    publicUrl: url,
    canEdit: true,
    figures: ['views', 'checkouts', 'revenue'],
    onEdit: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
    ...props,
  };
  render(
    <I18nProvider locale={locale}>
      <ShortCard {...all} />
    </I18nProvider>,
  );
  return all;
}

describe('ShortCard', () => {
  it('shows the title, created date, figures and an open link to the public address', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Linen summer dress' });
    expect(within(card).getByRole('heading', { name: 'Linen summer dress' })).toBeTruthy();
    expect(within(card).getByText('5/3/2026')).toBeTruthy();
    expect(within(card).getByText('1,240')).toBeTruthy();
    expect(within(card).getByText('$1,520.00')).toBeTruthy();
    expect(within(card).getByText('Short')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(url);
  });

  it('shows only the figures the viewer may see: no revenue without the permission', () => {
    renderCard({ figures: ['views', 'checkouts'] });
    const card = screen.getByRole('article', { name: 'Linen summer dress' });
    expect(within(card).getByText('Clicks')).toBeTruthy();
    expect(within(card).getByText('Sales')).toBeTruthy();
    expect(within(card).queryByText('Revenue')).toBeNull();
    expect(within(card).queryByText('$1,520.00')).toBeNull();
  });

  it("links the title to the short's preview when given its address", () => {
    renderCard({ previewHref: '/admin/shorts/short-1/preview' });
    const heading = screen.getByRole('heading', { name: 'Linen summer dress' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(
      '/admin/shorts/short-1/preview',
    );
  });

  it('falls back to the destination when the short has no title', () => {
    renderCard({ short: { ...sampleShort, title: '' } });
    expect(
      screen.getByRole('heading', { name: sampleShort.shoppingRedirectUrl ?? '' }),
    ).toBeTruthy();
  });

  it('copies the public address', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    renderCard({ onCopy });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(onCopy).toHaveBeenCalledOnce();
  });

  it('edits from the menu', async () => {
    const user = userEvent.setup();
    const props = renderCard();
    await user.click(screen.getByRole('button', { name: 'More options for Linen summer dress' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(props.onEdit).toHaveBeenCalledOnce();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const props = renderCard();
    await user.click(screen.getByRole('button', { name: 'More options for Linen summer dress' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this short?' });
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open with a message when the delete fails', async () => {
    const user = userEvent.setup();
    renderCard({ onDelete: vi.fn(() => Promise.reject(new Error('offline'))) });
    await user.click(screen.getByRole('button', { name: 'More options for Linen summer dress' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this short?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('The short could not be deleted. Try again later.'),
    ).toBeTruthy();
  });

  it('offers users who may not edit only the QR code in the menu', async () => {
    const user = userEvent.setup();
    renderCard({ canEdit: false });
    await user.click(screen.getByRole('button', { name: 'More options for Linen summer dress' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['QR code']);
  });

  it('opens the QR code of its public address from the menu', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'More options for Linen summer dress' }));
    await user.click(await screen.findByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code · Linen summer dress' });
    expect(
      await within(dialog).findByRole('img', { name: `QR code for ${url}?utm_medium=qr` }),
    ).toBeTruthy();
  });

  it('marks an expired short and cannot open it', () => {
    renderCard({ short: { ...sampleShort, isLinkExpired: true } });
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks Hebrew', () => {
    renderCard({}, 'he-IL');
    expect(screen.getByRole('button', { name: 'העתקת קישור' })).toBeTruthy();
  });
});
