import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from './Tag';
import { tagSizes, tagTones } from './tagVariants';

const meta = {
  title: 'UI/Data display/Tag',
  component: Tag,
  args: { children: 'Draft' },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = {
  neutral: 'Draft',
  success: 'Paid',
  warning: 'Low stock',
  critical: 'Expired',
  info: 'Scheduled',
} as const;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {statusOf[tone]}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of tagTones) {
      await expect(canvas.getByText(statusOf[tone])).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {tagSizes.map((size) => (
        <Tag key={size} {...args} size={size} tone="info">
          {size}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('md').offsetHeight).toBeGreaterThan(
      canvas.getByText('sm').offsetHeight,
    );
  },
};

export const LongText: Story = {
  args: {
    children: 'Summer collection 2026 with free shipping',
    title: 'Summer collection 2026 with free shipping',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 140 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Summer collection 2026 with free shipping');
    await expect(tag.scrollWidth).toBeGreaterThan(tag.clientWidth);
    await expect(tag).toHaveAttribute('title', 'Summer collection 2026 with free shipping');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag tone="success">שולם</Tag>
      <Tag tone="critical">פג תוקף</Tag>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // Right-to-left: the first tag is on the right.
    await expect(canvas.getByText('שולם').getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText('פג תוקף').getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};
