import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortView } from './ShortView';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const DOMAIN = 'shop.demo-store.test';

const meta = {
  title: 'Links/Shorts/ShortView',
  component: ShortView,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    domains: [DOMAIN],
    onCreated: fn(),
  },
} satisfies Meta<typeof ShortView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateCustom: Story = {
  play: async ({ args, canvas }) => {
    const create = canvas.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Custom URL' }), `${DOMAIN}/sale`);
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
  },
};

export const ForeignDomain: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Custom URL' });
    await userEvent.type(field, 'elsewhere.example/page');
    await expect(
      await canvas.findByText(`The URL must be on your store's domain (${DOMAIN})`),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const ProductPicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Product' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Organic: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Promocode only' }));
    await expect(canvas.queryByRole('textbox', { name: 'Custom URL' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const Edit: Story = {
  args: {
    initial: {
      id: 'lnk_0001',
      promocode: '',
      target: {
        type: 'custom',
        productIds: [],
        collectionIds: [],
        url: `https://${DOMAIN}/a`,
        title: 'Sale page',
      },
    },
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), ' 2');
    await expect(save).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['createShort'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Promocode only' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'SUMMER10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The short could not be saved. What you entered is kept; try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toHaveValue('SUMMER10');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Where the short leads' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'לאן השורט מוביל' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Where the short leads' })).toBeVisible();
  },
};
