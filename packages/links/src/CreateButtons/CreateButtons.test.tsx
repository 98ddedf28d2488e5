import { ALL_PERMISSIONS } from '@shoppable/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateButtons, type CreateButtonsProps } from './CreateButtons';

function renderButtons(props: Partial<CreateButtonsProps> = {}) {
  const all: CreateButtonsProps = {
    onCreateLink: vi.fn(),
    onCreateShort: vi.fn(),
    onCreationBlocked: vi.fn(),
    viewerRole: 'admin',
    permissions: ALL_PERMISSIONS,
    ...props,
  };
  render(<CreateButtons {...all} />);
  return all;
}

describe('CreateButtons', () => {
  it('starts a link or a short', async () => {
    const props = renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(props.onCreateLink).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreateShort).toHaveBeenCalledOnce();
  });

  it('opens the free-trial dialog instead once the trial ended', async () => {
    const props = renderButtons({ isCreationBlocked: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreationBlocked).toHaveBeenCalledTimes(2);
    expect(props.onCreateLink).not.toHaveBeenCalled();
    expect(props.onCreateShort).not.toHaveBeenCalled();
  });

  it('shows an influencer allowed to create links both buttons', async () => {
    const props = renderButtons({ viewerRole: 'influencer' });
    await userEvent.click(screen.getByRole('button', { name: 'Create short' }));
    expect(props.onCreateShort).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('shows an influencer without the permission neither', () => {
    renderButtons({
      viewerRole: 'influencer',
      permissions: { ...ALL_PERMISSIONS, isActiveInfluencer: false },
    });
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create short' })).toBeNull();
  });
});
