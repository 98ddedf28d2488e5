import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { StatTile } from './StatTile';

describe('StatTile', () => {
  it('is a group named by its label, with the value and the delta', () => {
    render(
      <StatTile label="Visits" value="1,204" delta="+12% vs last week" deltaTone="positive" />,
    );
    const tile = screen.getByRole('group', { name: 'Visits' });
    expect(tile).toHaveTextContent('1,204');
    expect(within(tile).getByText('+12% vs last week')).toHaveAttribute('data-tone', 'positive');
    expect(tile).not.toHaveAttribute('aria-busy');
  });

  it('shows skeletons instead of the value while loading', () => {
    render(<StatTile label="Revenue" value="$3.2K" delta="-4%" isLoading />);
    const tile = screen.getByRole('group', { name: 'Revenue' });
    expect(tile).toHaveAttribute('aria-busy', 'true');
    expect(tile).not.toHaveTextContent('$3.2K');
    expect(tile).not.toHaveTextContent('-4%');
    expect(tile.querySelectorAll('[aria-hidden="true"][data-shape]')).toHaveLength(2);
  });

  it('explains the figure in a tooltip on a named info button, reached by keyboard', async () => {
    render(
      <StatTile
        label="Conversion rate"
        value="3.4%"
        description="Completed checkouts divided by visits."
      />,
    );
    const info = screen.getByRole('button', { name: 'About Conversion rate' });
    await userEvent.tab();
    expect(info).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Completed checkouts divided by visits.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the explanation when the info button is hovered, and hides it when the pointer leaves', async () => {
    render(
      <StatTile
        label="Conversion rate"
        value="3.4%"
        description="Completed checkouts divided by visits."
      />,
    );
    const info = screen.getByRole('button', { name: 'About Conversion rate' });
    // react-aria shows tooltips on hover once the user has used a pointer (not after keyboard use).
    await userEvent.click(document.body);
    await userEvent.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Completed checkouts divided by visits.',
    );
    expect(info).toHaveAccessibleDescription('Completed checkouts divided by visits.');
    await userEvent.unhover(info);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('names the info button in Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <StatTile label="ביקורים" value="1,204" description="מספר הביקורים בדף." />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'מידע על ביקורים' })).toBeInTheDocument();
  });

  it('has no info button without a description', () => {
    render(<StatTile label="Visits" value="0" />);
    expect(screen.getByRole('group', { name: 'Visits' })).toHaveTextContent('0');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
