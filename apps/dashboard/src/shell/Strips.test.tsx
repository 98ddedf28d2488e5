import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunningMessages, TrialStrip, UpsellStrip } from './Strips';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('running messages', () => {
  it('shows the next message every 5000 ms after a 500 ms fade', () => {
    render(<RunningMessages />);
    const strip = screen.getByRole('region', { name: 'News' });
    expect(strip).toHaveTextContent('New: Magic Store');
    act(() => vi.advanceTimersByTime(5000));
    expect(strip.querySelector('p')).toHaveAttribute('data-hidden', 'true');
    expect(strip).toHaveTextContent('New: Magic Store');
    act(() => vi.advanceTimersByTime(500));
    expect(strip).toHaveTextContent('Tip: add UTM parameters');
    expect(strip.querySelector('p')).not.toHaveAttribute('data-hidden');
  });
});

describe('free-trial strip', () => {
  it('counts the days left, with the upgrade link for admins only', () => {
    const { rerender } = render(
      <TrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 5 }} isAdmin />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('5 days left in your free trial');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing-plans');
    rerender(<TrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 1 }} isAdmin={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 day left in your free trial');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the trial ended, and shows nothing on a paid plan', () => {
    const { rerender } = render(
      <TrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 0 }} isAdmin />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your free trial has ended');
    rerender(<TrialStrip plan={{ plan: 'BUSINESS', freeTrialDaysLeft: null }} isAdmin />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <TrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 4 }} isAdmin />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('נשארו 4 ימים בתקופת הניסיון');
  });
});

describe('upsell strip', () => {
  it('appears after 1000 ms for an admin', () => {
    render(<UpsellStrip plan={{ plan: 'STARTER', freeTrialDaysLeft: null }} isAdmin />);
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
  });

  it('shows to an influencer only once the trial ended, and never on the top plans', () => {
    const { rerender } = render(
      <UpsellStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 3 }} isAdmin={false} />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<UpsellStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 0 }} isAdmin={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
    rerender(<UpsellStrip plan={{ plan: 'PRO', freeTrialDaysLeft: null }} isAdmin />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
