import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DraftRestorePrompt } from './DraftRestorePrompt';

const savedAt = new Date(2026, 10, 20, 9, 30);

describe('DraftRestorePrompt', () => {
  it('asks to restore the changes of the given time, and Restore and Discard answer', async () => {
    const onRestore = vi.fn();
    const onDiscard = vi.fn();
    render(
      <I18nProvider locale="en-US">
        <DraftRestorePrompt draft={{ savedAt, restore: onRestore, discard: onDiscard }} />
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(region).toHaveTextContent('Restore your unsaved changes from Nov 20, 2026, 9:30 AM?');
    await userEvent.click(within(region).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('speaks Hebrew and formats the time in Hebrew under a Hebrew provider', () => {
    render(
      <I18nProvider locale="he-IL">
        <DraftRestorePrompt draft={{ savedAt, restore: () => {}, discard: () => {} }} />
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'שינויים שלא נשמרו' });
    expect(region).toHaveTextContent(/לשחזר את השינויים שלא נשמרו מ־20 בנוב׳ 2026, 9:30\?/);
    expect(within(region).getByRole('button', { name: 'שחזור' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'ביטול' })).toBeInTheDocument();
  });

  it('shows nothing while there is no draft to offer', () => {
    const { container } = render(
      <I18nProvider locale="en-US">
        <DraftRestorePrompt draft={{ savedAt: null, restore: () => {}, discard: () => {} }} />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
