import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateButtons } from './CreateButtons';

describe('CreateButtons', () => {
  it('starts a link or a short', async () => {
    const onCreateLink = vi.fn();
    const onCreateShort = vi.fn();
    render(<CreateButtons onCreateLink={onCreateLink} onCreateShort={onCreateShort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onCreateLink).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(onCreateShort).toHaveBeenCalledOnce();
  });
});
