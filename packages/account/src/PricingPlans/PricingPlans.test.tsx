import { clearClientErrorLog, clientErrorLog } from '@shoppable/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { mockUser } from '../testing/users';
import {
  PricingPlans,
  SUBSCRIPTION_COMPLETED_MESSAGE,
  type PricingPlansProps,
} from './PricingPlans';

const api = setupMockApi();
beforeEach(() => clearClientErrorLog());

const page = (props: Partial<PricingPlansProps> = {}, locale?: string) => {
  const onSwitchedToFree = vi.fn();
  const openCheckout = vi.fn();
  const result = renderWithApi(
    <PricingPlans
      user={mockUser({ plan: 'paid' })}
      client={testClient}
      onSwitchedToFree={onSwitchedToFree}
      openCheckout={openCheckout}
      {...props}
    />,
    { locale },
  );
  return { ...result, onSwitchedToFree, openCheckout };
};
const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPlans', () => {
  it('shows the four cards with their prices', () => {
    api.useMocks();
    page({ user: null });
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Starter', 'Business', 'Pro', 'Enterprise']);
    expect(card('Starter')).toHaveTextContent('$39 / month');
    expect(card('Business')).toHaveTextContent('$99 / month');
    expect(card('Pro')).toHaveTextContent('$399 / month');
    expect(card('Enterprise')).toHaveTextContent('Custom pricing');
    expect(card('Starter')).toHaveTextContent('30-day free trial');
  });

  it('shows no buttons to visitors or influencers', () => {
    api.useMocks();
    const { unmount } = page({ user: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    page({ user: mockUser({ role: 'influencer', plan: 'paid' }) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels each card for a Business admin: downgrade, current, upgrade, contact', () => {
    api.useMocks();
    page();
    expect(within(card('Starter')).getByRole('button', { name: 'Downgrade' })).toBeInTheDocument();
    expect(within(card('Business')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Business')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Pro')).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@shoppable.app',
    );
  });

  it('gives a trialing free admin the free-trial upgrade text', () => {
    api.useMocks({ plan: 'trial' });
    page({ user: mockUser({ plan: 'trial' }) });
    expect(
      within(card('Starter')).getByRole('button', { name: 'Keep these features after your trial' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Switch to the free plan' }),
    ).not.toBeInTheDocument();
  });

  it('sends the browser to the checkout of the chosen plan', async () => {
    api.useMocks();
    const { openCheckout } = page();
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(openCheckout).toHaveBeenCalledWith('https://billing.shoppable.test/checkout?plan=PRO'),
    );
  });

  it('only logs a failed plan change and frees the button', async () => {
    api.useMocks({ error: true, only: ['subscribePlan'] });
    const { openCheckout } = page();
    const upgrade = within(card('Pro')).getByRole('button', { name: 'Upgrade' });
    await userEvent.click(upgrade);
    await waitFor(() =>
      expect(clientErrorLog().some((l) => l.includes('plan subscribe'))).toBe(true),
    );
    expect(upgrade).toBeEnabled();
    expect(openCheckout).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('re-reads the session when the checkout window reports completion', async () => {
    api.useMocks();
    const onSubscribed = vi.fn();
    const sessionChanged = vi.fn();
    onTestFinished(testClient.onSessionChange(sessionChanged));
    page({ onSubscribed });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'something else' }));
    });
    expect(onSubscribed).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: SUBSCRIPTION_COMPLETED_MESSAGE }));
    });
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce());
    expect(sessionChanged).toHaveBeenCalledOnce();
  });

  it('switches a paid admin to free after confirming, then goes home', async () => {
    const store = api.useMocks();
    const { onSwitchedToFree } = page();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the free plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the free plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(onSwitchedToFree).toHaveBeenCalledOnce());
    expect(store.data.session.brand?.subscription_plan).toBe('FREE');
  });

  it('speaks Hebrew', () => {
    api.useMocks();
    page({}, 'he-IL');
    expect(screen.getByRole('heading', { level: 1, name: 'תוכניות ומחירים' })).toBeInTheDocument();
    expect(screen.getByText('התוכנית הנוכחית')).toBeInTheDocument();
  });
});
