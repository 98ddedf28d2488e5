import { ROUTES, TIMINGS, influencerLimitDialog } from '@shoppable/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FreeTrialDialog,
  FreeTrialStrip,
  InfluencerLimitDialog,
  UpsellDialog,
  UpsellStrip,
} from './PlanDialogs';

afterEach(() => vi.useRealTimers());

describe('FreeTrialDialog', () => {
  it('offers admins the plans page, or not now', async () => {
    const onOpenChange = vi.fn();
    render(<FreeTrialDialog isOpen onOpenChange={onOpenChange} isAdmin />);
    const dialog = screen.getByRole('dialog', { name: 'Your free trial has ended' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      ROUTES.pricingPlans,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tells influencers to ask their merchant, with OK only', () => {
    render(<FreeTrialDialog isOpen onOpenChange={vi.fn()} isAdmin={false} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Ask them to upgrade');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});

describe('UpsellDialog', () => {
  it('names the business features and links to the plans', () => {
    render(<UpsellDialog isOpen onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Unlock business features' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
  });
});

describe('InfluencerLimitDialog', () => {
  it.each([
    [15, 15, 'You have reached 15 influencers'],
    [3, 3, 'You have reached 3 influencers'],
    [0, 0, 'Influencers need a paid plan'],
  ])('at %i of a cap of %i says "%s"', (count, cap, title) => {
    const kind = influencerLimitDialog(count, cap);
    expect(kind).not.toBeNull();
    render(<InfluencerLimitDialog isOpen onOpenChange={vi.fn()} kind={kind!} />);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });
});

describe('FreeTrialStrip', () => {
  it('counts the days left, with upgrade for admins', () => {
    const { rerender } = render(
      <FreeTrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 12 }} isAdmin />,
    );
    const strip = screen.getByRole('region', { name: 'Free trial' });
    expect(strip).toHaveTextContent('12 days left in your free trial');
    expect(within(strip).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    rerender(<FreeTrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 1 }} isAdmin={false} />);
    expect(screen.getByRole('region')).toHaveTextContent('1 day left in your free trial');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the trial ended, and shows nothing on a paid plan', () => {
    const { rerender } = render(
      <FreeTrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 0 }} isAdmin />,
    );
    expect(screen.getByRole('region')).toHaveTextContent('Your free trial has ended');
    rerender(<FreeTrialStrip plan={{ plan: 'PRO', freeTrialDaysLeft: null }} isAdmin />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('UpsellStrip', () => {
  it('shows to free admins after 1000 ms', () => {
    vi.useFakeTimers();
    render(<UpsellStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 20 }} isAdmin />);
    act(() => vi.advanceTimersByTime(TIMINGS.upsellStrip - 1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent(
      'You are on the free plan',
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      ROUTES.pricingPlans,
    );
  });

  it('shows to influencers only once the trial ended, and never on paid plans', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <UpsellStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 20 }} isAdmin={false} />,
    );
    act(() => vi.advanceTimersByTime(TIMINGS.upsellStrip));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<UpsellStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 0 }} isAdmin={false} />);
    act(() => vi.advanceTimersByTime(TIMINGS.upsellStrip));
    expect(screen.getByRole('region')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<UpsellStrip plan={{ plan: 'BUSINESS', freeTrialDaysLeft: null }} isAdmin />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('in Hebrew', () => {
  it('translates the dialogs and strips', () => {
    render(
      <I18nProvider locale="he-IL">
        <FreeTrialStrip plan={{ plan: 'FREE', freeTrialDaysLeft: 5 }} isAdmin />
        <FreeTrialDialog isOpen onOpenChange={vi.fn()} isAdmin />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('dialog', { name: 'תקופת הניסיון החינמית הסתיימה' }),
    ).toBeInTheDocument();
  });
});
