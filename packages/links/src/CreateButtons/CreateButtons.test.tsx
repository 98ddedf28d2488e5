import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateButtons, type CreateButtonsProps } from './CreateButtons';
import { CREATE_USERS, createEntries } from '../testing/createEntries';

function renderButtons(entries: CreateButtonsProps['entries']) {
  const props = {
    entries,
    onCreateLink: vi.fn(),
    onCreateShort: vi.fn(),
    onCreationBlocked: vi.fn(),
  };
  render(<CreateButtons {...props} />);
  return props;
}

describe('CreateButtons', () => {
  it('starts a link or a short', async () => {
    const props = renderButtons(createEntries(CREATE_USERS.admin));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(props.onCreateLink).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreateShort).toHaveBeenCalledOnce();
  });

  it('offers no link once the trial ended, and a short opens the free-trial dialog', async () => {
    const props = renderButtons(createEntries(CREATE_USERS.trialEnded));
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreationBlocked).toHaveBeenCalledOnce();
    expect(props.onCreateShort).not.toHaveBeenCalled();
  });

  it('shows an influencer allowed to create links both buttons', async () => {
    const props = renderButtons(createEntries(CREATE_USERS.activeInfluencer));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(props.onCreateLink).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Create short' })).toBeTruthy();
  });

  it('shows an influencer without the permission neither', () => {
    renderButtons(createEntries(CREATE_USERS.influencer));
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create short' })).toBeNull();
  });
});
