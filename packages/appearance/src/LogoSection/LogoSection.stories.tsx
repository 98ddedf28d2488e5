import { mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Controlled, QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockAdmin } from '../testing/users';
import { LogoSection } from './LogoSection';

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="%231B5E20"/></svg>',
  );

const meta = {
  title: 'Appearance/LogoSection',
  component: LogoSection,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  render: (args) => (
    <Controlled initial={args.logoUrl} onChange={args.onChange}>
      {(logoUrl, onChange) => <LogoSection {...args} logoUrl={logoUrl} onChange={onChange} />}
    </Controlled>
  ),
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: mockAdmin().businessId!,
    logoUrl: null,
    onChange: fn(),
  },
} satisfies Meta<typeof LogoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLogo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No logo yet: your store name shows instead.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose logo' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  },
};

export const WithLogo: Story = {
  args: { logoUrl: LOGO },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Your store logo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  },
};

export const Removed: Story = {
  args: { logoUrl: LOGO },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your logo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(null), { timeout: 5000 });
    // The toast fades in (and an earlier story's may still be fading out): one must show.
    await waitFor(
      () =>
        expect(screen.getAllByText('Logo removed').some((toast) => toast.checkVisibility())).toBe(
          true,
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByText('No logo yet: your store name shows instead.')).toBeVisible();
  },
};

/** A failed removal is only logged (platform.md §8): the logo stays. */
export const RemoveFailed: Story = {
  args: { logoUrl: LOGO },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['updateAppearance'] }) },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your logo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: 'Your store logo' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

export const Dark: Story = {
  args: { logoUrl: LOGO },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Your store logo' })).toBeVisible();
  },
};
