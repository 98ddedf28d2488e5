import { BUSINESS_ID } from '@shoppable/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { storeWithAbFigures } from '../testing/abFigures';
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

  it('opens the QR code of the public address from the menu', async () => {
    api.useMocks();
    renderPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: /^QR code · / });
    expect(
      await within(dialog).findByRole('img', {
        name: `QR code for https://go.example/demo/${ID}?utm_medium=qr`,
      }),
    ).toBeInTheDocument();
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

  it('tries again after a failed load', async () => {
    api.useMocks({ error: true });
    renderPreview();
    await screen.findByRole('alert');
    api.useMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Experiences' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MultilinkPreview A/B verdict', () => {
  const panel = () => screen.findByRole('region', { name: 'A/B verdict' });

  it('says not enough data under 100 visits on a side, with revenue per visit', async () => {
    api.useMocks({ store: storeWithAbFigures([140, 7, 350], [60, 3, 90]) });
    renderPreview();
    const verdict = within(await panel());
    expect(verdict.getByText('Not enough data yet')).toBeTruthy();
    expect(verdict.queryByText(/probability/)).toBeNull();
    expect(
      verdict.getByRole('group', { name: 'Revenue per visit, Experience B' }).textContent,
    ).toContain('$1.50');
  });

  it('states the probability, the uplift with its interval and the visits still needed', async () => {
    api.useMocks({ store: storeWithAbFigures([1400, 70, 2800], [600, 39, 1500]) });
    renderPreview();
    const verdict = within(await panel());
    expect(
      verdict.getByText('Experience B converts better than Experience A with 92% probability'),
    ).toBeTruthy();
    expect(
      verdict.getByRole('group', { name: 'Expected uplift of Experience B over Experience A' })
        .textContent,
    ).toMatch(/\+\d+%95% interval: -\d+% to \+\d+%$/);
    expect(
      verdict.getByRole('group', { name: 'Visits still needed for 95%' }).textContent,
    ).toContain('745');
    expect(
      verdict.getByRole('group', { name: 'Revenue per visit, Experience A' }).textContent,
    ).toContain('$2.00');
  });

  it('names A when A converts better', async () => {
    api.useMocks({ store: storeWithAbFigures([600, 39, 0], [1400, 70, 0]) });
    renderPreview();
    expect(
      within(await panel()).getByText(
        'Experience A converts better than Experience B with 92% probability',
      ),
    ).toBeTruthy();
  });

  it('says when 95 % is reached', async () => {
    api.useMocks({ store: storeWithAbFigures([1000, 30, 0], [1000, 80, 0]) });
    renderPreview();
    const verdict = within(await panel());
    expect(verdict.getByText('95% reached: you can act on it.')).toBeTruthy();
    expect(
      verdict.getByRole('group', { name: 'Visits still needed for 95%' }).textContent,
    ).toContain('None');
  });

  it('says the rates are the same and 95 % is out of reach', async () => {
    api.useMocks({ store: storeWithAbFigures([1400, 70, 0], [600, 30, 0]) });
    renderPreview();
    const verdict = within(await panel());
    expect(
      verdict.getByText('Experience A and Experience B convert at the same rate so far'),
    ).toBeTruthy();
    expect(
      verdict.getByRole('group', { name: 'Visits still needed for 95%' }).textContent,
    ).toContain('Out of reach at the current rates');
  });
});
