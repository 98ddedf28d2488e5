import type { LinkListItem } from '@shoppable/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkCard } from './LinkCard';
import { linkTitle } from './linkTitle';

const link: LinkListItem = {
  linkId: 'l1',
  images: [{ src: 'https://img.test/a.png', id: 'i1' }],
  defaultImage: 'https://img.test/a.png',
  views: 1234,
  createdAt: '2026-03-05T10:00:00Z',
  influencerUsername: 'maya',
  influencerImage: null,
  description: 'Summer looks\nLinen and straw',
};

describe('LinkCard', () => {
  it('shows the title, the d/m/yyyy date, the views and the influencer', () => {
    render(<LinkCard link={link} href="/admin/links/l1/preview" canEdit onAction={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Summer looks' })).toHaveAttribute(
      'href',
      '/admin/links/l1/preview',
    );
    expect(screen.getByText('Created 5/3/2026')).toBeInTheDocument();
    expect(screen.getByText('1.23K views')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Influencer maya' })).toBeInTheDocument();
  });

  it('loads the image of a card on the first screen at once and first, others when scrolled near', () => {
    const { container, rerender } = render(
      <LinkCard link={link} href="/p" canEdit onAction={vi.fn()} isFirstScreen />,
    );
    const image = container.querySelector('img[src="https://img.test/a.png"]');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    rerender(<LinkCard link={link} href="/p" canEdit onAction={vi.fn()} />);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('offers open, edit, copy link, QR code and delete to editors', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<LinkCard link={link} href="/p" canEdit onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'More options for Summer looks' }));
    const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(names).toEqual(['Open', 'Edit', 'Copy link', 'QR code', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete', link);
  });

  it('offers only open, copy link and QR code without the edit permission', async () => {
    const user = userEvent.setup();
    render(<LinkCard link={link} href="/p" canEdit={false} onAction={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'More options for Summer looks' }));
    const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(names).toEqual(['Open', 'Copy link', 'QR code']);
  });
});

describe('linkTitle', () => {
  it('takes the first line of the description, or the placeholder', () => {
    expect(linkTitle({ description: '  Hello\nworld' }, 'Untitled')).toBe('Hello');
    expect(linkTitle({ description: '   ' }, 'Untitled')).toBe('Untitled');
  });
});
