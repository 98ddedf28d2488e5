import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MagicStoreProgress } from './MagicStoreProgress';

const FILE = 'https://cdn.shoppable.test/media/1767000000000_look.jpg';
const compressing = {
  status: 'compressing',
  fileUrl: FILE,
  jobId: null,
  mediaUrl: FILE,
  tries: 0,
} as const;

const meta = {
  title: 'Links/MagicStoreProgress',
  component: MagicStoreProgress,
  args: { state: { status: 'preparing' }, onCancel: fn(), onRetry: fn() },
} satisfies Meta<typeof MagicStoreProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The newest dialog of that name once its entry animation has finished (every story file shares
 * one iframe, so an earlier story's dialog may still be leaving).
 */
async function openDialog(name = 'Creating your Magic Store') {
  const dialog = (await screen.findAllByRole('dialog', { name })).at(-1)!;
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const currentStep = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

export const Preparing: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('progressbar', { name: 'Preparing media' })).toBeVisible();
    await expect(currentStep(dialog)).toHaveTextContent('Preparing and uploading the media');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { state: { status: 'uploading', presignedUrl: 'u', fileUrl: FILE, percent: 45 } },
  play: async () => {
    const dialog = await openDialog();
    const bar = dialog.getByRole('progressbar', { name: 'Uploading media' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(dialog.getByText('45%')).toBeVisible();
  },
};

export const Compressing: Story = {
  args: { state: { ...compressing, jobId: 'job_0001', tries: 3 } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('progressbar', { name: 'Compressing' })).toBeVisible();
    await expect(currentStep(dialog)).toHaveTextContent('Compressing');
    await expect(dialog.getByText('Preparing and uploading the media')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const SearchingProducts: Story = {
  args: { state: { status: 'searching', mediaUrl: FILE } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('progressbar', { name: 'Searching products' })).toBeVisible();
    await expect(currentStep(dialog)).toHaveTextContent('Searching products');
  },
};

export const GeneratingStore: Story = {
  args: { state: { status: 'done', mediaUrl: FILE, products: [] } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('progressbar', { name: 'Generating the store' })).toBeVisible();
    await expect(currentStep(dialog)).toHaveTextContent('Generating the store');
  },
};

/** A failure story: the message, no bar, and Retry. */
const failure = (message: string): Story['play'] =>
  async function play({ args }) {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent(message);
    await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  };

export const UploadFailed: Story = {
  args: { state: { status: 'failed', step: 0, reason: 'error', resume: { status: 'preparing' } } },
  play: failure('Uploading the media failed. Check your connection and retry.'),
};

export const CompressionFailed: Story = {
  args: {
    state: { status: 'failed', step: 1, reason: 'compression-failed', resume: compressing },
  },
  play: failure('Compressing the media failed. Your media is kept: Retry goes on from this step.'),
};

export const CompressionTimedOut: Story = {
  args: { state: { status: 'failed', step: 1, reason: 'timeout', resume: compressing } },
  play: failure(
    'Compressing the media took too long. Your media is kept: Retry goes on from this step.',
  ),
};

export const SearchFailed: Story = {
  args: {
    state: {
      status: 'failed',
      step: 2,
      reason: 'error',
      resume: { status: 'searching', mediaUrl: FILE },
    },
  },
  play: failure('Searching products failed. Your media is kept: Retry goes on from this step.'),
};

export const SearchTimedOut: Story = {
  args: {
    state: {
      status: 'failed',
      step: 2,
      reason: 'timeout',
      resume: { status: 'searching', mediaUrl: FILE },
    },
  },
  play: failure(
    'Searching products took too long. Your media is kept: Retry goes on from this step.',
  ),
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { state: { status: 'uploading', presignedUrl: 'u', fileUrl: FILE, percent: 70 } },
  play: async () => {
    const dialog = await openDialog('יוצרים את ה-Magic Store שלכם');
    await expect(dialog.getByRole('progressbar', { name: 'מעלים את המדיה' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: SearchFailed.args,
  play: failure('Searching products failed. Your media is kept: Retry goes on from this step.'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: Compressing.args,
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
