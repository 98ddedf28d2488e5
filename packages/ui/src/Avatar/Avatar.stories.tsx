import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { avatarSizes } from './avatarVariants';

/** A small offline picture (an SVG data URL), so the stories need no network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f76808"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'UI/Data display/Avatar',
  component: Avatar,
  args: { name: 'Maya Cohen' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maya Cohen' })).toHaveTextContent('MC');
  },
};

export const WithPicture: Story = {
  args: { src: picture, size: 'xl' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maya Cohen' });
    const img = avatar.querySelector('img');
    await waitFor(() => expect(img?.complete && img.naturalWidth > 0).toBe(true));
    // Round: the picture is clipped to a circle.
    await expect(getComputedStyle(avatar).borderRadius).not.toBe('0px');
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maya Cohen' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('MC');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} name={`Maya Cohen (${size})`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = avatarSizes.map(
      (size) => canvas.getByRole('img', { name: `Maya Cohen (${size})` }).offsetWidth,
    );
    await expect(widths).toEqual([24, 32, 40, 64]);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar name="מאיה כהן" size="lg" isDecorative />
      <span>מאיה כהן</span>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const initials = canvas.getByText('מכ');
    // Right-to-left: the avatar comes first, on the right of the name.
    await expect(initials.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText('מאיה כהן').getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('img', { name: 'Maya Cohen (xl)' })).toBeVisible();
  },
};
