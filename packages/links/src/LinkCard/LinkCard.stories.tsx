import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Links/LinkCard',
  component: LinkCard,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240, blockSize: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    link: {
      linkId: 'lnk_1',
      images: [],
      defaultImage: null,
      views: 1234,
      createdAt: '2026-03-05T10:00:00Z',
      influencerUsername: 'maya',
      influencerImage: null,
      description: 'Summer looks',
    },
    href: '/admin/links/lnk_1/preview',
    canEdit: true,
    onAction: fn(),
  },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1.23K views')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More options for Summer looks' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onAction).toHaveBeenCalledWith('copy', args.link);
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More options for Summer looks' }));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.23K צפיות')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Summer looks' })).toBeVisible();
  },
};
