import type { ProductOption } from '@shoppable/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOptionType, setOptionValue, type OptionMap } from '@shoppable/domain';
import { OptionMapperSection, optionTextDebounceMs } from './OptionMapperSection';

/** Ten colours, the last two unverified, so page one starts with them. */
const colours: ProductOption = {
  type: 'COLOR',
  values: Object.fromEntries(
    ['Red', 'Navy', 'Sand', 'Olive', 'Black', 'White', 'Rose', 'Sky', 'Plum', 'Teal'].map(
      (name, i) => [name, { hex_value: i < 8 ? '#112233' : null, text_value: null }],
    ),
  ),
};

/** The section over a map it edits, as the page holds it; `onMap` hears every change. */
function Harness({ option, onMap }: { option: ProductOption; onMap: (map: OptionMap) => void }) {
  const [map, setMap] = useState<OptionMap>({ Color: option });
  const change = (next: OptionMap) => {
    setMap(next);
    onMap(next);
  };
  return (
    <OptionMapperSection
      name="Color"
      option={map.Color!}
      onTypeChange={(type) => change(setOptionType(map, 'Color', type).map)}
      onValueChange={(value, input) => change(setOptionValue(map, 'Color', value, input))}
    />
  );
}

const mapper = (option: ProductOption = colours) => {
  const onMap = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <Harness option={option} onMap={onMap} />
    </I18nProvider>,
  );
  return onMap;
};
const values = () => within(screen.getByRole('list', { name: 'Values of Color' }));

afterEach(() => vi.useRealTimers());

describe('OptionMapperSection', () => {
  it('counts the values still to verify and lists the unverified first, 8 per page', async () => {
    const user = userEvent.setup();
    mapper();
    const section = screen.getByRole('region', { name: 'Color' });
    expect(section).toHaveTextContent('2 not verified out of 10');
    expect(values().getAllByRole('listitem')).toHaveLength(8);
    const first = values().getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Plum');
    expect(first).toHaveTextContent('Not set');
    expect(values().getAllByRole('listitem')[2]).toHaveTextContent('Verified');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(values().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('folds the values with Hide all and shows them again with See all', async () => {
    const user = userEvent.setup();
    mapper();
    await user.click(screen.getByRole('button', { name: 'Hide all' }));
    expect(screen.queryByRole('list', { name: 'Values of Color' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all' }));
    expect(screen.getByRole('list', { name: 'Values of Color' })).toBeInTheDocument();
  });

  it('applies a picked colour at once and says so when all are verified', async () => {
    const user = userEvent.setup();
    const onMap = mapper({
      type: 'COLOR',
      values: { Red: { hex_value: null, text_value: null } },
    });
    await user.click(values().getByRole('button', { name: /^Red/ }));
    const hex = await screen.findByRole('textbox', { name: /hex/i });
    await user.clear(hex);
    await user.type(hex, '#C62828');
    expect(onMap).toHaveBeenLastCalledWith({
      Color: { type: 'COLOR', values: { Red: { hex_value: '#C62828', text_value: null } } },
    });
    expect(screen.getByRole('region', { name: 'Color' })).toHaveTextContent('All values verified');
  });

  it('applies typed text 300 ms after the typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onMap = mapper({ type: 'TEXT', values: { S: { hex_value: null, text_value: null } } });
    await user.type(values().getByRole('textbox', { name: 'S' }), 'Small');
    expect(values().getByRole('textbox', { name: 'S' })).toHaveValue('Small');
    act(() => vi.advanceTimersByTime(optionTextDebounceMs - 50));
    expect(onMap).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onMap).toHaveBeenCalledTimes(1);
    expect(onMap).toHaveBeenLastCalledWith({
      Color: { type: 'TEXT', values: { S: { hex_value: null, text_value: 'Small' } } },
    });
    expect(values().getByRole('listitem')).toHaveTextContent('Verified');
  });

  it('changing the type goes back to page one and shows text boxes', async () => {
    const user = userEvent.setup();
    const onMap = mapper();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(onMap.mock.calls.at(-1)![0].Color.type).toBe('TEXT');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(values().getAllByRole('textbox')).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'Color' })).toHaveTextContent(
      '10 not verified out of 10',
    );
  });
});
