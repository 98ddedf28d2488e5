import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { MultilinkPreview, type MultilinkPreviewProps } from './MultilinkPreview';

const api = setupMockApi();

const ID = 'mlt_0001';

function renderPreview(props: Partial<MultilinkPreviewProps> = {}) {
  const all: MultilinkPreviewProps = {
    client: testClient,
    businessId: BUSINESS_ID,
    multilinkId: ID,
    publicUrl: 'https://go.example/demo/mlt_0001',
    onEdit: vi.fn(),
    onDeleted: vi.fn(),
    onOpenSubLink: vi.fn(),
    ...props,
  };
  renderWithApi(<MultilinkPreview {...all} />);
  return all;
}

describe('MultilinkPreview', () => {
  it('shows the title and a row per experience with its traffic share', async () => {
    const store = api.useMocks();
    const wire = store.getMultilink(ID)!;
    renderPreview();
    expect(await screen.findByRole('heading', { name: wire.title, level: 1 })).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Experiences' });
    const rowA = within(table).getByRole('row', { name: /Experience A/ });
    expect(within(rowA).getByText(`${wire.links_options[0]!.value}%`)).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Experience B/ })).toBeTruthy();
  });

  it('opens an experience from its row', async () => {
    const store = api.useMocks();
    const wire = store.getMultilink(ID)!;
    const props = renderPreview();
    const table = await screen.findByRole('grid', { name: 'Experiences' });
    await userEvent.click(within(table).getByRole('row', { name: /Experience B/ }));
    expect(props.onOpenSubLink).toHaveBeenCalledWith(
      wire.links_options[1]!.link_id,
      wire.links_options[1]!.link_data.link_type,
    );
  });

  it('copies the public address it was given', async () => {
    api.useMocks();
    const user = userEvent.setup();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await vi.waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`https://go.example/demo/${ID}`),
    );
  });

  it('edits from the menu', async () => {
    api.useMocks();
    const props = renderPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(props.onEdit).toHaveBeenCalledOnce();
  });

  it('deletes after the confirmation and goes back', async () => {
    const store = api.useMocks();
    const props = renderPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this multilink?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(props.onDeleted).toHaveBeenCalledOnce());
    expect(store.getMultilink(ID)).toBeUndefined();
  });

  it('keeps the dialog with a message when the delete fails', async () => {
    api.useMocks({ error: true, only: ['deleteMultilink'] });
    const props = renderPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this multilink?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/The multilink was not deleted/)).toBeTruthy();
    expect(props.onDeleted).not.toHaveBeenCalled();
  });

  it('says when the multilink cannot load', async () => {
    api.useMocks({ error: true });
    renderPreview();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The multilink could not be loaded.',
    );
  });
});
