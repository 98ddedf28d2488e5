import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { HelpPage } from './HelpPage';

describe('HelpPage', () => {
  it('lists the steps of connecting a store in order and goes back', async () => {
    const onBack = vi.fn();
    render(<HelpPage onBack={onBack} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/Install the Shoppable sales-channel app/),
      expect.stringMatching(/30-day free trial. No payment details.*approval tab closes/),
      expect.stringMatching(/now connected/),
      expect.stringMatching(/sync in the background/),
      expect.stringMatching(/Create shoppable links/),
    ]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('opens the app marketplace in a new tab when given, in Hebrew too', () => {
    render(
      <I18nProvider locale="he-IL">
        <HelpPage onBack={vi.fn()} marketplaceHref="https://apps.store.test/shoppable" />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'פתיחת חנות האפליקציות' });
    expect(link).toHaveAttribute('href', 'https://apps.store.test/shoppable');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links the API reference in a new tab under its own heading when given', () => {
    render(<HelpPage onBack={vi.fn()} apiReferenceHref="https://api.shoppable.test/docs" />);
    const section = screen
      .getByRole('heading', { level: 2, name: 'For developers' })
      .closest('section')!;
    expect(section).toHaveTextContent(/every endpoint/);
    const link = screen.getByRole('link', { name: 'API reference' });
    expect(link).toHaveAttribute('href', 'https://api.shoppable.test/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the developers section out without an API address', () => {
    render(<HelpPage onBack={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'For developers' })).not.toBeInTheDocument();
  });
});
