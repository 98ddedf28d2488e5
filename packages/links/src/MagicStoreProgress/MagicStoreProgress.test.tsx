import type { MagicStoreState } from '@shoppable/domain';
import { renderWithApi } from '@shoppable/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MagicStoreProgress } from './MagicStoreProgress';

const FILE = 'https://cdn.test/1_look.jpg';

function show(state: MagicStoreState<unknown>, locale = 'en-US') {
  const onCancel = vi.fn();
  const onRetry = vi.fn();
  renderWithApi(<MagicStoreProgress state={state} onCancel={onCancel} onRetry={onRetry} />, {
    locale,
  });
  return { onCancel, onRetry };
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.getAttribute('aria-current')]);

describe('MagicStoreProgress', () => {
  it('is closed while idle', () => {
    show({ status: 'idle' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the upload's percentage on the first step", () => {
    show({ status: 'uploading', presignedUrl: 'u', fileUrl: FILE, percent: 45 });
    expect(screen.getByRole('progressbar', { name: 'Uploading media' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(steps()).toEqual([
      ['1Preparing and uploading the media', 'step'],
      ['2Compressing', null],
      ['3Searching products', null],
      ['4Generating the store', null],
    ]);
  });

  it('marks the steps done before the current one, with a cycling bar named after it', () => {
    show({ status: 'searching', mediaUrl: FILE });
    const bar = screen.getByRole('progressbar', { name: 'Searching products' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(steps()).toEqual([
      ['✓Preparing and uploading the media, done', null],
      ['✓Compressing, done', null],
      ['3Searching products', 'step'],
      ['4Generating the store', null],
    ]);
  });

  it('Cancel and Escape cancel; there is no Retry while it works', async () => {
    const { onCancel } = show({ status: 'preparing' });
    expect(screen.getByRole('progressbar', { name: 'Preparing media' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      { step: 0, reason: 'error', resume: { status: 'preparing' } },
      'Uploading the media failed. Check your connection and retry.',
    ],
    [
      {
        step: 1,
        reason: 'timeout',
        resume: { status: 'compressing', fileUrl: FILE, jobId: null, mediaUrl: FILE, tries: 0 },
      },
      'Compressing the media took too long. Your media is kept: Retry goes on from this step.',
    ],
    [
      {
        step: 1,
        reason: 'compression-failed',
        resume: { status: 'compressing', fileUrl: FILE, jobId: null, mediaUrl: FILE, tries: 0 },
      },
      'Compressing the media failed. Your media is kept: Retry goes on from this step.',
    ],
    [
      { step: 2, reason: 'timeout', resume: { status: 'searching', mediaUrl: FILE } },
      'Searching products took too long. Your media is kept: Retry goes on from this step.',
    ],
  ] as const)('names the failed step and offers Retry (%#)', async (failure, message) => {
    const { onRetry } = show({ status: 'failed', ...failure });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const failed = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')[
      failure.step
    ]!;
    expect(failed).toHaveTextContent(/, failed$/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Hebrew', async () => {
    show({ status: 'compressing', fileUrl: FILE, jobId: 'j', mediaUrl: FILE, tries: 2 }, 'he-IL');
    expect(
      await screen.findByRole('dialog', { name: 'יוצרים את ה-Magic Store שלכם' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'דחיסה' })).toBeInTheDocument();
  });
});
