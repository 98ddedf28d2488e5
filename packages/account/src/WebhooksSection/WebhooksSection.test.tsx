import { BASE_URL, renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { ToastRegion } from '@shoppable/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WebhooksSection } from './WebhooksSection';

const api = setupMockApi();
const BUSINESS = 'biz_0001';
const HOOKS = `${BASE_URL}/admin/v1/business/${BUSINESS}/webhooks`;

const section = () => (
  <>
    <WebhooksSection client={testClient} businessId={BUSINESS} />
    <ToastRegion />
  </>
);

/** The list item of an endpoint, named by its address. */
const endpointItem = (url: string) => screen.getByRole('listitem', { name: url });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  return screen.getByRole('form', { name: 'Add an endpoint' });
}

describe('WebhooksSection', () => {
  it('lists each endpoint with its events, status and last deliveries', async () => {
    api.useMocks();
    renderWithApi(section());
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getAllByRole('listitem', { name: /^https:/ })).toHaveLength(2);

    const orders = endpointItem('https://hooks.demo-store.test/shoppable/orders');
    expect(within(orders).getByText('Active')).toBeInTheDocument();
    const events = within(orders).getByRole('list', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(['Order created', 'Order refunded']);
    const table = within(orders).getByRole('grid', {
      name: 'Last deliveries of https://hooks.demo-store.test/shoppable/orders',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('Delivered')).toHaveLength(3);
    expect(within(table).getAllByText(/HTTP 200 · 1 attempt/)).toHaveLength(3);

    const links = endpointItem('https://erp.demo-store.test/webhooks/links');
    expect(within(links).getByText('Failing')).toBeInTheDocument();
    expect(within(links).getByText(/ran out of retries/)).toBeInTheDocument();
    expect(within(links).getByText('The endpoint answered HTTP 500')).toBeInTheDocument();
    expect(within(links).getByText('Pending')).toBeInTheDocument();
  });

  it('says so when there is no endpoint yet', async () => {
    api.useMocks({ empty: true });
    renderWithApi(section());
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Webhook endpoints' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const store = api.useMocks();
    api.server.use(http.get(HOOKS, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    renderWithApi(section());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The webhooks could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(store.data.webhooks).toHaveLength(2);
  });

  it('says what is wrong with each field, then adds the endpoint and shows its secret once', async () => {
    const store = api.useMocks({ empty: true });
    renderWithApi(section());
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining("Enter the endpoint's address"),
    );
    expect(within(form).getByText('Choose at least one event')).toBeInTheDocument();

    await userEvent.type(url, 'hooks.example.com');
    await userEvent.tab();
    expect(
      await within(form).findByText('Use a full address such as https://example.com/webhooks'),
    ).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Order created/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Link deleted/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));

    const secret = await screen.findByRole('region', { name: 'Signing secret' });
    const created = store.data.webhooks[0]!;
    expect(created).toMatchObject({
      url: 'https://hooks.example.com/in',
      events: ['order.created', 'link.deleted'],
    });
    expect(within(secret).getByLabelText('Signing secret')).toHaveTextContent(/^whsec_/);
    expect(secret).toHaveTextContent('it will not be shown again');
    expect(within(secret).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an endpoint' })).toBeNull();
    await within(await screen.findByRole('list', { name: 'Webhook endpoints' })).findByRole(
      'listitem',
      { name: 'https://hooks.example.com/in' },
    );
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Signing secret' })).toBeNull();
    expect(screen.queryByText(/^whsec_/)).toBeNull();
  });

  it('keeps what was typed when the server refuses the address or the limit is reached', async () => {
    api.useMocks({ empty: true });
    api.server.use(
      http.post(
        HOOKS,
        () => HttpResponse.json({ status: false, data: null, error: 'no' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    renderWithApi(section());
    const form = await openForm();
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await userEvent.type(url, 'https://10.0.0.5/hooks');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Order refunded/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('This address cannot receive webhooks'),
      ),
    );
    expect(url).toHaveValue('https://10.0.0.5/hooks');
    expect(within(form).getByRole('checkbox', { name: /Order refunded/ })).toBeChecked();

    api.server.use(
      http.post(
        HOOKS,
        () => HttpResponse.json({ status: false, data: null, error: 'full' }, { status: 409 }),
        {
          once: true,
        },
      ),
    );
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('remove one to add another');
    expect(url).toHaveValue('https://hooks.example.com/in');
  });

  it('sends a test, whose pending delivery shows at once', async () => {
    const store = api.useMocks();
    renderWithApi(section());
    await screen.findByRole('list', { name: 'Webhook endpoints' });
    const url = 'https://hooks.demo-store.test/shoppable/orders';
    await userEvent.click(screen.getByRole('button', { name: `Send test to ${url}` }));
    expect(await screen.findByText(`Test sent to ${url}`)).toBeInTheDocument();
    const table = within(endpointItem(url)).getByRole('grid');
    expect(await within(table).findByText('Test')).toBeInTheDocument();
    expect(store.data.webhooks[0]!.last_deliveries[0]!.event).toBe('webhook.test');
  });

  it('removes an endpoint after the confirmation, and not before', async () => {
    const store = api.useMocks();
    renderWithApi(section());
    await screen.findByRole('list', { name: 'Webhook endpoints' });
    const url = 'https://erp.demo-store.test/webhooks/links';
    await userEvent.click(screen.getByRole('button', { name: `Remove ${url}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.data.webhooks).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${url}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this endpoint?' });
    expect(dialog).toHaveTextContent(`${url} stops receiving deliveries`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: url })).toBeNull());
    expect(store.data.webhooks.map((w) => w.url)).not.toContain(url);
  });

  it('speaks Hebrew, the addresses left to right', async () => {
    api.useMocks();
    renderWithApi(section(), { locale: 'he-IL' });
    const list = await screen.findByRole('list', { name: 'נקודות קצה של webhooks' });
    const url = within(list).getByText('https://hooks.demo-store.test/shoppable/orders');
    expect(url).toHaveAttribute('dir', 'ltr');
    expect(within(list).getAllByText('פעילה')).toHaveLength(1);
  });
});
