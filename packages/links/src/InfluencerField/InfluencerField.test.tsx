import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { InfluencerField, type InfluencerFieldProps } from './InfluencerField';

const api = setupMockApi();

function renderField(props: Partial<InfluencerFieldProps> = {}) {
  const all: InfluencerFieldProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    value: '',
    onChange: vi.fn(),
    ...props,
  };
  renderWithApi(<InfluencerField {...all} />);
  return all;
}

const field = () => screen.findByRole('button', { name: /Influencer$/ });

describe('InfluencerField', () => {
  it('offers an admin the active influencers only, and reports the pick with its promocode', async () => {
    api.useMocks();
    const props = renderField();
    await userEvent.click(await field());
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['maya', 'leo', 'noa', 'sam', 'ivy']);
    await userEvent.click(within(list).getByRole('option', { name: 'sam' }));
    expect(props.onChange).toHaveBeenCalledWith('sam', 'SAM10');
  });

  it('is locked once saved, still showing the saved influencer', async () => {
    api.useMocks();
    renderField({ value: 'kai', isLocked: true });
    const button = await field();
    expect(button).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(button.textContent).toContain('kai'));
    expect(screen.getByText("The influencer can't be changed once saved.")).toBeTruthy();
  });

  it('says so when the influencers cannot be loaded', async () => {
    api.useMocks({ error: true, only: ['listInfluencers'] });
    renderField();
    expect(await screen.findByText('The influencers could not be loaded.')).toBeTruthy();
    expect((await field()).hasAttribute('disabled')).toBe(true);
  });

  it('shows an influencer their own name, fixed, without asking the API', () => {
    const handler = vi.fn();
    api.server.events.on('request:start', handler);
    renderField({ viewerRole: 'influencer', ownUsername: 'maya', value: 'maya' });
    expect(screen.getByText('Influencer: maya')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(handler).not.toHaveBeenCalled();
    api.server.events.removeAllListeners();
  });
});
