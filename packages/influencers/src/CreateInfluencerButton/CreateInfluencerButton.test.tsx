import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateInfluencerButton } from './CreateInfluencerButton';

describe('CreateInfluencerButton', () => {
  it('creates', async () => {
    const onCreate = vi.fn();
    render(<CreateInfluencerButton onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create influencer' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('asks the app instead while creation is blocked', async () => {
    const onCreate = vi.fn();
    const onCreationBlocked = vi.fn();
    render(
      <CreateInfluencerButton
        onCreate={onCreate}
        isCreationBlocked
        onCreationBlocked={onCreationBlocked}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create influencer' }));
    expect(onCreationBlocked).toHaveBeenCalledOnce();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
