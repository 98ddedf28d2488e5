import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';
import { cardPaddings } from './cardVariants';

const onSeeAll = fn();

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: {
    title: 'Recent orders',
    actions: (
      <Button variant="tertiary" size="sm" onPress={onSeeAll}>
        See all
      </Button>
    ),
    children: <p style={{ margin: 0 }}>3 orders in the last 24 hours.</p>,
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  beforeEach: () => {
    onSeeAll.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitleAndActions: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Recent orders' });
    await expect(region).toHaveTextContent('3 orders in the last 24 hours.');
    await userEvent.click(canvas.getByRole('button', { name: 'See all' }));
    await expect(onSeeAll).toHaveBeenCalledOnce();
  },
};

export const Plain: Story = {
  args: { title: undefined, actions: undefined, children: 'A plain container.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('A plain container.')).toBeVisible();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding} aria-label={`Padding ${padding}`}>
          {args.children}
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const insets = cardPaddings.map((padding) => {
      const region = canvas.getByRole('region', { name: `Padding ${padding}` });
      return Number.parseFloat(getComputedStyle(region).paddingInlineStart);
    });
    await expect(insets).toEqual([0, 16, 24]);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'הזמנות אחרונות',
    actions: (
      <Button variant="tertiary" size="sm">
        הצג הכול
      </Button>
    ),
    children: <p style={{ margin: 0 }}>3 הזמנות ב־24 השעות האחרונות.</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const heading = canvas.getByRole('heading', { name: 'הזמנות אחרונות' });
    const action = canvas.getByRole('button', { name: 'הצג הכול' });
    // The title at the inline start is on the right; the action on the left.
    await expect(action.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeVisible();
  },
};
