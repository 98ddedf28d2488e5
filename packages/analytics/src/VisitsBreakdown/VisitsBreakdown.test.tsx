import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { VisitsBreakdown } from './VisitsBreakdown';

describe('VisitsBreakdown', () => {
  it('opens the counted, bot and repeat figures from its button', async () => {
    render(<VisitsBreakdown counted={1200} bots={34} repeats={5} />);
    const toggle = screen.getByRole('button', { name: 'Why visits differ' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Visits breakdown' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Visits breakdown' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual([
      'Counted visits',
      'Filtered as bots, link previews and prefetches',
      'Filtered as repeats (same shopper within 30 minutes)',
    ]);
    expect(values).toEqual(['1,200', '34', '5']);
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Visits breakdown' })).toBeNull();
  });

  it('adds the counted visits that saw a swapped product when given, in Hebrew too', async () => {
    const { unmount } = render(
      <VisitsBreakdown counted={1200} bots={34} repeats={5} swapped={48} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Why visits differ' }));
    const panel = screen.getByRole('region', { name: 'Visits breakdown' });
    const terms = within(panel).getAllByRole('term');
    expect(terms.at(-1)).toHaveTextContent(
      'Of the counted visits, saw an in-stock product in place of a sold-out one (auto swap)',
    );
    expect(within(panel).getAllByRole('definition').at(-1)).toHaveTextContent('48');
    unmount();

    render(
      <I18nProvider locale="he-IL">
        <VisitsBreakdown counted={1200} bots={34} repeats={5} swapped={0} />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'למה מספר הביקורים שונה' }));
    const hebrew = screen.getByRole('region', { name: 'פירוט ביקורים' });
    expect(within(hebrew).getAllByRole('term').at(-1)).toHaveTextContent(/במקום מוצר שאזל/);
    expect(within(hebrew).getAllByRole('definition').at(-1)).toHaveTextContent('0');
  });

  it('says what was refused and why when the report has it', async () => {
    render(
      <VisitsBreakdown
        counted={1200}
        bots={34}
        repeats={5}
        refusedUnsigned={7}
        refusedRateLimited={120}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Why visits differ' }));
    const panel = screen.getByRole('region', { name: 'Visits breakdown' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms.slice(3)).toEqual([
      'Refused: relayed without a valid signature',
      'Refused: too many from one address',
    ]);
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent)
        .slice(3),
    ).toEqual(['7', '120']);
  });
});
