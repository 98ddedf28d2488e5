import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import type { Role } from '@shoppable/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { MultilinksPage, type MultilinksPageProps } from './MultilinksPage';

const api = setupMockApi();

function renderPage(props: Partial<MultilinksPageProps> & { viewerRole?: Role } = {}) {
  const all: MultilinksPageProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    onCreate: vi.fn(),
    ...props,
  };
  renderWithApi(<MultilinksPage {...all} />);
  return all;
}

describe('MultilinksPage', () => {
  // happy-dom lays nothing out, so InfiniteGrid renders no tiles here: the cards, their shares and
  // their preview links are covered by the story tests in Chromium.
  it('lets an admin create, unless the trial ended', async () => {
    api.useMocks();
    const onCreationBlocked = vi.fn();
    const props = renderPage({ isCreationBlocked: true, onCreationBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Create multilink' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('creates for an admin', async () => {
    api.useMocks();
    const props = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create multilink' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
  });

  it('shows no create button to influencers', async () => {
    api.useMocks({ role: 'influencer' });
    renderPage({ viewerRole: 'influencer' });
    expect(await screen.findByRole('heading', { name: 'Multilinks', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create multilink' })).toBeNull();
  });

  it('searches after typing stops and says when nothing matches', async () => {
    api.useMocks();
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search multilinks' }), 'zzz');
    expect(
      await screen.findByText('No multilinks match “zzz”', {}, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('shows the empty state with a create button', async () => {
    api.useMocks({ empty: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No multilinks yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create multilink' })).toHaveLength(2);
  });

  it('says when the list cannot load', async () => {
    api.useMocks({ error: true });
    renderPage();
    expect(await screen.findByText('The multilinks could not be loaded.')).toBeTruthy();
  });
});
