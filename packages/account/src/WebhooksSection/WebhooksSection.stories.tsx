import { mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { WebhooksSection } from './WebhooksSection';

const BUSINESS = 'biz_0001';
const HOOKS = `${STORY_BASE_URL}/admin/v1/business/${BUSINESS}/webhooks`;
const ORDERS_URL = 'https://hooks.demo-store.test/shoppable/orders';
const LINKS_URL = 'https://erp.demo-store.test/webhooks/links';

const refusal = (status: number, error: string) =>
  HttpResponse.json({ status: false, data: null, error }, { status });

const meta = {
  title: 'Account/Settings/WebhooksSection',
  component: WebhooksSection,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: { client: storyClient, businessId: BUSINESS },
} satisfies Meta<typeof WebhooksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two endpoints, their events, statuses and latest deliveries. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Webhook endpoints' });
    const orders = within(list).getByRole('listitem', { name: ORDERS_URL });
    await expect(within(orders).getByText('Active')).toBeVisible();
    await expect(
      within(orders).getByRole('grid', { name: `Last deliveries of ${ORDERS_URL}` }),
    ).toBeVisible();
    await expect(within(orders).getAllByText('Delivered')).toHaveLength(3);
  },
};

/** A failing endpoint: the warning, the failed delivery's answer and its error. */
export const FailingEndpoint: Story = {
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('listitem', { name: LINKS_URL });
    await expect(within(item).getByText('Failing')).toBeVisible();
    await expect(within(item).getByText(/ran out of retries/)).toBeVisible();
    await expect(within(item).getByText('The endpoint answered HTTP 500')).toBeVisible();
    await expect(within(item).getByText(/HTTP 500 · 8 attempts/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No endpoints yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['listWebhooks'] }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading webhooks')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(HOOKS, () => HttpResponse.json({}, { status: 500 })),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The webhooks could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The add form sent empty, then with an address that is not one: each field says why. */
export const AddFormErrors: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const form = canvas.getByRole('form', { name: 'Add an endpoint' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByText("Enter the endpoint's address")).toBeVisible();
    await expect(within(form).getByText('Choose at least one event')).toBeVisible();
    await userEvent.type(url, 'hooks.example.com');
    await userEvent.tab();
    await expect(
      await within(form).findByText('Use a full address such as https://example.com/webhooks'),
    ).toBeVisible();
  },
};

/** The server refuses the address (a private one): said next to the field, everything kept. */
export const AddressRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(HOOKS, () => refusal(400, 'url: private addresses are refused')),
        ...mockHandlers(STORY_BASE_URL, { empty: true }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const form = canvas.getByRole('form', { name: 'Add an endpoint' });
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await userEvent.type(url, 'https://10.0.0.5/hooks');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Order created/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('This address cannot receive webhooks'),
      ),
    );
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveValue('https://10.0.0.5/hooks');
    await expect(within(form).getByRole('checkbox', { name: /Order created/ })).toBeChecked();
  },
};

/** At the endpoint limit: the form says so above its buttons and keeps what was typed. */
export const LimitReached: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(HOOKS, () => refusal(409, 'at most 10 endpoints')),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const form = canvas.getByRole('form', { name: 'Add an endpoint' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://hooks.example.com/in',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /Link created/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'remove one to add another',
    );
  },
};

/** Added: the signing secret shows this once, with a copy button and the note; Done hides it. */
export const SecretReveal: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const form = canvas.getByRole('form', { name: 'Add an endpoint' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://hooks.example.com/in',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /Order created/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    const secret = await canvas.findByRole('region', { name: 'Signing secret' });
    await expect(within(secret).getByRole('heading', { name: 'Signing secret' })).toHaveFocus();
    await expect(within(secret).getByLabelText('Signing secret')).toHaveTextContent(/^whsec_/);
    await expect(secret).toHaveTextContent('it will not be shown again');
    const copy = within(secret).getByRole('button', { name: 'Copy secret' });
    await userEvent.hover(copy);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^whsec_/));
    await expect(
      await canvas.findByRole('listitem', { name: 'https://hooks.example.com/in' }),
    ).toBeVisible();
  },
};

/** Send test: a toast, and the test's delivery first in the endpoint's list. */
export const SendTest: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Send test to ${ORDERS_URL}` }),
    );
    await expect(await screen.findByText(`Test sent to ${ORDERS_URL}`)).toBeInTheDocument();
    const item = canvas.getByRole('listitem', { name: ORDERS_URL });
    await waitFor(() =>
      expect(within(within(item).getByRole('grid')).getAllByRole('row')[1]).toHaveTextContent(
        /^Test\s*Pending/,
      ),
    );
  },
};

/** Remove asks first; confirmed, the endpoint leaves the list. */
export const RemoveConfirm: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${LINKS_URL}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this endpoint?' });
    await expect(dialog).toHaveTextContent(`${LINKS_URL} stops receiving deliveries`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: LINKS_URL })).toBeNull());
    await expect(canvas.getByRole('listitem', { name: ORDERS_URL })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'נקודות קצה של webhooks' });
    await expect(within(list).getByText(ORDERS_URL)).toHaveAttribute('dir', 'ltr');
    await expect(within(list).getByText('נכשלת')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: LINKS_URL })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('listitem', { name: ORDERS_URL });
    await expect(
      within(item).getByRole('button', { name: `Send test to ${ORDERS_URL}` }),
    ).toBeVisible();
  },
};
