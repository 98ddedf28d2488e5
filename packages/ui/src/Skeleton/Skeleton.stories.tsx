import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './skeletonVariants';

const meta = {
  title: 'UI/Data display/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div aria-busy="true" aria-label="Loading" role="region" style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-shape="text"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[2]?.offsetWidth).toBeLessThan(lines[0]?.offsetWidth ?? 0);
  },
};

export const Rectangle: Story = {
  args: { shape: 'rect', blockSize: 120 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector<HTMLElement>('[data-shape="rect"]');
    await expect(rect?.offsetHeight).toBe(120);
    await expect(rect?.offsetWidth).toBe(320);
  },
};

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    await expect(circle?.offsetWidth).toBe(40);
    await expect(circle?.offsetHeight).toBe(40);
    await expect(getComputedStyle(circle as HTMLElement).animationName).not.toBe('none');
  },
};

/** A list row while loading: an avatar and two lines. */
const Row = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    <Skeleton shape="circle" />
    <div style={{ flex: 1 }}>
      <Skeleton lines={2} />
    </div>
  </div>
);

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  render: () => <Row />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    const line = canvasElement.querySelector<HTMLElement>('[data-shape="text"]');
    // Right-to-left: the avatar is on the right of the lines.
    await expect(circle?.getBoundingClientRect().left).toBeGreaterThan(
      line?.getBoundingClientRect().left ?? 0,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Row />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    await expect(getComputedStyle(circle as HTMLElement).backgroundColor).toBe('rgb(10, 10, 14)');
  },
};
