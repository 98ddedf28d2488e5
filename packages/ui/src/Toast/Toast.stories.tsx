import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastQueue, ToastRegion, toastTimeoutMs } from './Toast';
import { toastTones } from './toastTones';

// Each story has its own queue, so a toast never leaks from one story into the next.
const queue = new ToastQueue();

const meta = {
  title: 'UI/Overlays/Toast',
  component: ToastRegion,
  args: { queue },
  render: (args) => (
    <>
      <Button onPress={() => queue.add('Settings saved')}>Save settings</Button>
      <ToastRegion {...args} />
    </>
  ),
  beforeEach: () => () => queue.clear(),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApprovalMessage: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(within(region).getByText('Settings saved')).toBeVisible());
    // It goes away by itself after 2000 ms.
    await waitFor(() => expect(within(region).queryByText('Settings saved')).toBeNull(), {
      timeout: toastTimeoutMs + 1000,
    });
  },
};

export const KeyboardTrigger: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save settings' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings saved');
    // The toast does not take focus.
    await expect(button).toHaveFocus();
  },
};

export const Tones: Story = {
  render: (args) => (
    <>
      <Button
        onPress={() => {
          for (const tone of toastTones) queue.add(`A ${tone} message`, { tone, timeout: 60_000 });
        }}
      >
        Show all tones
      </Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tones' }));
    for (const tone of toastTones) {
      await waitFor(() => expect(canvas.getByText(`A ${tone} message`)).toBeVisible());
    }
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'התראות' },
  render: (args) => (
    <>
      <Button onPress={() => queue.add('ההגדרות נשמרו', { timeout: 60_000 })}>שמירת הגדרות</Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'שמירת הגדרות' }));
    await expect(canvas.getByRole('status', { name: 'התראות' })).toHaveTextContent('ההגדרות נשמרו');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tones' }));
    await waitFor(() => expect(canvas.getByText('A critical message')).toBeVisible());
  },
};
