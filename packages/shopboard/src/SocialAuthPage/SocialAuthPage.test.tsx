import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SocialAuthPage, type SocialAuthPageProps } from './SocialAuthPage';

const api = setupMockApi();

const page = (props: Partial<SocialAuthPageProps> = {}) => (
  <StrictMode>
    <SocialAuthPage
      client={testClient}
      businessId="biz_demo"
      social="instagram"
      code="one-time-code"
      onConnected={vi.fn()}
      onBack={vi.fn()}
      {...props}
    />
  </StrictMode>
);

describe('SocialAuthPage', () => {
  it('sends the single-use code once and hands over to the shopboard', async () => {
    api.useMocks();
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${BASE_URL}/admin/v1/shopboard/instagram/auth/connect`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, data: null, error: null });
      }),
    );
    const onConnected = vi.fn();
    renderWithApi(page({ onConnected }));
    expect(screen.getByRole('progressbar', { name: 'Connecting Instagram…' })).toBeInTheDocument();
    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledWith('instagram'));
    expect(bodies).toEqual([{ code: 'one-time-code' }]);
  });

  it("says 'authentication failed for {social}' when the code is refused, with a way back", async () => {
    api.useMocks({
      error: 'The pinterest authorisation code is invalid, used or expired',
      only: ['shopboardAuthConnect'],
    });
    const onBack = vi.fn();
    const onConnected = vi.fn();
    renderWithApi(page({ social: 'pinterest', onBack, onConnected }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'authentication failed for pinterest',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Shop the Feed' }));
    expect(onBack).toHaveBeenCalled();
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('fails at once without a code, asking the server nothing', async () => {
    api.useMocks();
    const connect = vi.fn();
    api.server.events.on('request:start', connect);
    renderWithApi(page({ social: 'tiktok', code: undefined }));
    expect(
      await screen.findByRole('alertdialog', { name: 'authentication failed for tiktok' }),
    ).toBeInTheDocument();
    expect(connect).not.toHaveBeenCalled();
  });
});
