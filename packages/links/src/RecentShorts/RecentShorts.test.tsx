import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { screen, within } from '@testing-library/react';
import { mockViewport, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it } from 'vitest';
import { RecentShorts } from './RecentShorts';

const api = setupMockApi();

function renderWidget() {
  renderWithApi(
    <RecentShorts
      client={testClient}
      businessId={BUSINESS_ID}
      href={(short) => `/admin/shorts/${short.linkId}/preview`}
    />,
  );
}

describe('RecentShorts', () => {
  it('shows the newest 6 shorts on desktop, each linking to its preview', async () => {
    mockViewport(false);
    const store = api.useMocks();
    const [newest] = store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 });
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Recent shorts' });
    const links = await within(region).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]!.getAttribute('href')).toBe(`/admin/shorts/${newest!.link_id}/preview`);
  });

  it('shows 3 on phones', async () => {
    mockViewport(true);
    api.useMocks();
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Recent shorts' });
    expect(await within(region).findAllByRole('link')).toHaveLength(3);
  });

  it('shows a spinner while loading', () => {
    mockViewport(false);
    api.useMocks({ loading: true });
    renderWidget();
    expect(screen.getByRole('progressbar', { name: 'Loading the recent shorts' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    mockViewport(false);
    api.useMocks({ empty: true });
    renderWidget();
    expect(await screen.findByText('No shorts yet')).toBeTruthy();
  });

  it('says when they cannot load', async () => {
    mockViewport(false);
    api.useMocks({ error: true });
    renderWidget();
    expect(await screen.findByText('The shorts could not be loaded.')).toBeTruthy();
  });
});
