import { createApiClient } from '@shoppable/api-client';
import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { customUrlError } from '@shoppable/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { I18nProvider } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShortView, type ShortViewProps } from './ShortView';

const BASE_URL = 'http://api.test';
const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'mock-token' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mocks(options: Parameters<typeof mockHandlers>[1] = {}) {
  const store = new MockStore({ now: MOCK_NOW, ...options });
  server.use(...mockHandlers(BASE_URL, { ...options, store }));
  return store;
}

const DOMAIN = 'shop.demo-store.test';

function renderView(props: Partial<ShortViewProps> = {}) {
  const all: ShortViewProps = {
    client,
    businessId: BUSINESS_ID,
    domains: [DOMAIN],
    onCreated: vi.fn(),
    ...props,
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nProvider locale="en-US">
      <QueryClientProvider client={queryClient}>
        <ShortView {...all} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return all;
}

const create = () => screen.getByRole('button', { name: 'Create' });

describe('ShortView', () => {
  it('starts as a custom short with Create disabled until something is chosen', () => {
    mocks();
    renderView();
    expect(screen.getByRole('radio', { name: 'Custom URL' })).toHaveProperty('checked', true);
    expect(create()).toHaveProperty('disabled', true);
  });

  it('accepts a custom URL on the merchant domain 400 ms after typing, adding https://', async () => {
    const store = mocks();
    const props = renderView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom URL' }), `${DOMAIN}/sale`);
    expect(create()).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(create()).toHaveProperty('disabled', false));
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    const [created] = store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 });
    expect(created?.shopping_redirect_url).toBe(`https://${DOMAIN}/sale`);
  });

  it('refuses a foreign domain with the message naming the merchant domain, keeping the text', async () => {
    mocks();
    renderView();
    const field = screen.getByRole('textbox', { name: 'Custom URL' });
    await userEvent.type(field, 'elsewhere.example/page');
    expect(await screen.findByText(customUrlError(DOMAIN))).toBeTruthy();
    expect(field).toHaveProperty('value', 'elsewhere.example/page');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(create()).toHaveProperty('disabled', true);
  });

  it('needs a promocode for an organic short', async () => {
    mocks();
    renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    expect(create()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    expect(create()).toHaveProperty('disabled', false);
  });

  it('opens the product picker when product is chosen', async () => {
    mocks();
    renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Product' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows the approval message after an edit and keeps the values', async () => {
    const store = mocks();
    const [short] = store.listLinks({ link_type: 'SHORT', count: 1, skip: 0 });
    renderView({
      initial: {
        id: short!.link_id,
        promocode: '',
        target: {
          type: 'custom',
          productIds: [],
          collectionIds: [],
          url: `https://${DOMAIN}/a`,
          title: 'Old',
        },
      },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Sale page');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your changes to the short were saved.',
    );
    expect(title).toHaveProperty('value', 'Sale page');
  });

  it('keeps what was typed when the save fails', async () => {
    mocks({ error: true, only: ['createShort'] });
    const props = renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await userEvent.click(create());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The short could not be saved. What you entered is kept; try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Promocode' })).toHaveProperty('value', 'SUMMER10');
    expect(props.onCreated).not.toHaveBeenCalled();
  });

  it('reports unsaved changes, and none after the create', async () => {
    mocks();
    const onDirtyChange = vi.fn();
    const props = renderView({ onDirtyChange });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(create());
    await vi.waitFor(() => expect(props.onCreated).toHaveBeenCalledOnce());
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
