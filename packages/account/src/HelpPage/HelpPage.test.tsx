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
});
