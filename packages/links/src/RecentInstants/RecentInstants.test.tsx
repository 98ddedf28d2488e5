import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { RecentInstants } from './RecentInstants';

const api = setupMockApi();

describe('RecentInstants', () => {
  it('lists the 4 newest Instants, each leading to its preview', async () => {
    api.useMocks();
    renderWithApi(<RecentInstants client={testClient} businessId="biz_0001" />);
    const card = await screen.findByRole('region', { name: 'Recent Instants' });
    const links = await within(card).findAllByRole('link', { name: /\d/ });
    expect(links).toHaveLength(4);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/admin\/links\/lnk_\d+\/preview$/);
    expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/admin/links',
    );
  });

  it('loads the images at once, the first ahead of the others (the first screen of home)', async () => {
    api.useMocks();
    const { container } = renderWithApi(
      <RecentInstants client={testClient} businessId="biz_0001" />,
    );
    await screen.findAllByRole('link', { name: /\d/ });
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(1);
    expect(images.map((image) => image.getAttribute('loading'))).not.toContain('lazy');
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...images.slice(1).map(() => 'auto'),
    ]);
  });

  it('says when there are none', async () => {
    api.useMocks({ empty: true });
    renderWithApi(<RecentInstants client={testClient} businessId="biz_0001" />);
    expect(await screen.findByText('No Instants yet.')).toBeInTheDocument();
  });

  it('says when they could not be loaded', async () => {
    api.useMocks({ error: true });
    renderWithApi(<RecentInstants client={testClient} businessId="biz_0001" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recent Instants could not be loaded.',
    );
  });
});
