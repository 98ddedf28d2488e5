import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPolicy, Terms } from './LegalPages';

describe('PrivacyPolicy', () => {
  it('states the facts of the spec and goes back', async () => {
    const onBack = vi.fn();
    render(<PrivacyPolicy onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 11 May 2025')).toBeInTheDocument();
    expect(screen.getByText(/headquartered in Israel/)).toBeInTheDocument();
    expect(
      screen.getByText(/transferred to and processed in Israel and the United States/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service providers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('Terms', () => {
  it('states the terms of the spec', () => {
    render(<Terms onBack={vi.fn()} />);
    for (const fact of [
      'Effective: 11 May 2025',
      /laws of Israel/,
      /another person's or brand's name/,
      /inactive for 6 months may be reclaimed, only after we contact/,
      /billed in advance and recur/,
      /US dollars \(USD\)/,
      /non-refundable/,
      /within 72 hours/,
      /end of its billing cycle and then becomes free/,
      /about 1 month in advance/,
      /greater of the fees you paid or 100 USD/,
      /at least 1 month to resolve a dispute in good faith/,
      /at least 18/,
    ])
      expect(screen.getByText(fact)).toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <Terms onBack={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'חזרה' })).toBeInTheDocument();
  });
});
