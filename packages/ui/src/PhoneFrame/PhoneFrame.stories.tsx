import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PhoneFrame } from './PhoneFrame';

/** A stand-in link page: a cover, a title and a long list of products. */
const LinkPage = ({ title, products }: { title: string; products: string[] }) => (
  <div style={{ padding: 16, display: 'grid', gap: 12 }}>
    <div aria-hidden="true" style={{ blockSize: 200, borderRadius: 10, background: '#f5b400' }} />
    <h1 style={{ margin: 0, fontSize: 22 }}>{title}</h1>
    {products.map((product) => (
      <div key={product} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div
          aria-hidden="true"
          style={{ inlineSize: 72, blockSize: 72, borderRadius: 6, background: '#5eb0ef' }}
        />
        <span>{product}</span>
      </div>
    ))}
  </div>
);

const products = Array.from({ length: 12 }, (_, i) => `Product ${i + 1}`);

const meta = {
  title: 'UI/Data display/PhoneFrame',
  component: PhoneFrame,
  args: {
    children: <LinkPage title="Summer looks" products={products} />,
    screenHeight: 640,
  },
} satisfies Meta<typeof PhoneFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkPreview: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Phone preview' });
    await expect(region.getBoundingClientRect().width).toBe(390);
    await expect(region.getBoundingClientRect().height).toBe(640);
    await expect(canvas.getByRole('heading', { name: 'Summer looks' })).toBeVisible();
  },
};

/** The screen takes the keyboard focus (so the browser scrolls it with the arrow keys) and scrolls. */
export const ScrollsAndTakesFocus: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Phone preview' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollBy({ top: 300 });
    await waitFor(() => expect(region.scrollTop).toBe(300));
    // The phone scrolls, not the page.
    await expect(region.getBoundingClientRect().height).toBe(640);
  },
};

export const Empty: Story = {
  args: {
    'aria-label': 'Preview of an empty link',
    children: <p style={{ padding: 16 }}>This link has no products yet.</p>,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Preview of an empty link' });
    await expect(region).toHaveTextContent('This link has no products yet.');
    await expect(region.scrollHeight).toBe(region.clientHeight);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: <LinkPage title="מראה קיץ" products={['חולצת פשתן', 'ז׳קט ג׳ינס']} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const region = canvas.getByRole('region', { name: 'תצוגה בטלפון' });
    // Right-to-left inside the phone: the product name sits left of its picture.
    const name = canvas.getByText('חולצת פשתן');
    const picture = name.previousElementSibling as HTMLElement;
    await expect(name.getBoundingClientRect().right).toBeLessThan(
      picture.getBoundingClientRect().left,
    );
    await expect(region.getBoundingClientRect().width).toBe(390);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('region', { name: 'Phone preview' })).toBeVisible();
  },
};
