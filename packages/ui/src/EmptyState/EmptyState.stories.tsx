import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const LinkIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </svg>
);

const onCreate = fn();

const meta = {
  title: 'UI/Data display/EmptyState',
  component: EmptyState,
  args: {
    title: 'No links yet',
    description: 'Create your first Instant to start selling from your posts.',
    icon: <LinkIcon />,
    action: <Button onPress={onCreate}>Create link</Button>,
  },
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No links yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: {
    title: 'No orders in this period',
    description: undefined,
    action: undefined,
    icon: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders in this period' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NestedHeading: Story = {
  args: {
    headingLevel: 3,
    title: 'No products match',
    description: 'Try another search or clear the filters.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No products match' }),
    ).toBeVisible();
  },
};

export const KeyboardAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'אין עדיין קישורים',
    description: 'צרו את ה-Instant הראשון כדי להתחיל למכור מהפוסטים שלכם.',
    action: <Button onPress={onCreate}>צור קישור</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'אין עדיין קישורים' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'צור קישור' }));
    await expect(onCreate).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('heading', { name: 'No links yet' })).toBeVisible();
  },
};
