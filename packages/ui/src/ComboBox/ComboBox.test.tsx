import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

const photo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function Influencers(props: Partial<ComboBoxProps<object>>) {
  return (
    <ComboBox label="Influencer" {...props}>
      <ComboBoxItem id="maya" avatarSrc={photo}>
        Maya Katz
      </ComboBoxItem>
      <ComboBoxItem id="noa">Noa Levi</ComboBoxItem>
      <ComboBoxItem id="dan">Dan Cohen</ComboBoxItem>
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters the options as the user types and chooses one with Enter', async () => {
    const onSelectionChange = vi.fn();
    render(<Influencers onSelectionChange={onSelectionChange} />);
    const box = screen.getByRole('combobox', { name: 'Influencer' });
    await userEvent.type(box, 'no');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['NLNoa Levi']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('noa');
    expect(box).toHaveValue('Noa Levi');
  });

  it('shows a round picture or the initials beside each name', async () => {
    render(<Influencers />);
    await userEvent.click(screen.getByRole('button'));
    const maya = screen.getByRole('option', { name: 'Maya Katz' });
    expect(maya.querySelector('img')).toHaveAttribute('src', photo);
    expect(screen.getByRole('option', { name: 'Dan Cohen' })).toHaveTextContent('DCDan Cohen');
  });

  it('says so when nothing matches', async () => {
    render(<Influencers />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Influencer' }), 'zzz');
    // react-aria announces the empty state as the list's only option.
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No results']);
  });

  it('closes with Escape', async () => {
    render(<Influencers />);
    const box = screen.getByRole('combobox', { name: 'Influencer' });
    await userEvent.type(box, 'ma');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the message when invalid and cannot be typed in when disabled', () => {
    render(
      <>
        <Influencers isInvalid errorMessage="Choose an influencer." />
        <ComboBox label="Locked" isDisabled>
          <ComboBoxItem id="a">A</ComboBoxItem>
        </ComboBox>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Influencer' })).toHaveAccessibleDescription(
      'Choose an influencer.',
    );
    expect(screen.getByRole('combobox', { name: 'Locked' })).toBeDisabled();
  });
});
