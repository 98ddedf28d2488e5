import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectableGrid, type SelectableGridProps } from './SelectableGrid';

interface Product {
  id: string;
  title: string;
}

const products: Product[] = [
  'Linen shirt',
  'Denim jacket',
  'Wool scarf',
  'Canvas tote',
  'Silk tie',
].map((title, i) => ({ id: `p${i + 1}`, title }));

const picker = (props: Partial<SelectableGridProps<Product>> = {}) => (
  <SelectableGrid
    aria-label="Products"
    items={products}
    getKey={(p) => p.id}
    getTextValue={(p) => p.title}
    renderItem={(p) => <span>{p.title}</span>}
    {...props}
  />
);

const tile = (name: string) => screen.getByRole('row', { name });

describe('SelectableGrid', () => {
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup();

  it('is a multi-select grid of named tiles that presses toggle', async () => {
    const onSelectionChange = vi.fn();
    render(picker({ onSelectionChange }));
    const grid = screen.getByRole('grid', { name: 'Products' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await user().click(tile('Wool scarf'));
    expect(tile('Wool scarf')).toHaveAttribute('aria-selected', 'true');
    await user().click(tile('Linen shirt'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p3', 'p1']);
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    await user().click(tile('Wool scarf'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p1']);
    expect(tile('Wool scarf')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects with the keyboard: arrows move, Space toggles', async () => {
    render(picker());
    const u = user();
    await u.tab();
    expect(tile('Linen shirt')).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(tile('Wool scarf')).toHaveFocus();
    await u.keyboard(' ');
    expect(tile('Wool scarf')).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowLeft} ');
    expect(tile('Denim jacket')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
  });

  it('replaces the pick when the maximum is 1', async () => {
    const onSelectionChange = vi.fn();
    render(picker({ maxSelection: 1, onSelectionChange }));
    await user().click(tile('Linen shirt'));
    await user().click(tile('Silk tie'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p5']);
    expect(tile('Linen shirt')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a pick past the maximum with an alert for 1500 ms', async () => {
    vi.useFakeTimers();
    const onSelectionChange = vi.fn();
    render(
      picker({
        maxSelection: 2,
        defaultSelectedKeys: ['p1', 'p2'],
        itemLabel: 'products',
        onSelectionChange,
      }),
    );
    // A virtual click (as assistive technology sends): no pointer timers to run.
    act(() => {
      fireEvent.click(tile('Wool scarf'));
    });
    expect(tile('Wool scarf')).toHaveAttribute('aria-selected', 'false');
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('You can only select 2 products');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('alert')).toHaveTextContent('You can only select 2 products');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a select-all past the maximum and allows it without one', async () => {
    const { unmount } = render(picker({ maxSelection: 3 }));
    const u = user();
    await u.tab();
    await u.keyboard('{Control>}a{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('0 selected');
    expect(screen.getByRole('alert')).toHaveTextContent('You can only select 3 items');
    unmount();
    render(picker());
    await u.tab();
    await u.keyboard('{Control>}a{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('5 selected');
  });

  it('says when the selection is below the minimum', async () => {
    render(picker({ minSelection: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Select at least 1');
    await user().click(tile('Canvas tote'));
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
  });

  it('follows a controlled selection and skips disabled tiles', async () => {
    const onSelectionChange = vi.fn();
    render(picker({ selectedKeys: ['p2'], disabledKeys: ['p4'], onSelectionChange }));
    expect(tile('Denim jacket')).toHaveAttribute('aria-selected', 'true');
    await user().click(tile('Linen shirt'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p1']);
    // Controlled: nothing changes until the host passes the new keys.
    expect(tile('Linen shirt')).toHaveAttribute('aria-selected', 'false');
    expect(tile('Canvas tote')).toHaveAttribute('aria-disabled', 'true');
  });

  it('speaks Hebrew', async () => {
    render(
      <I18nProvider locale="he-IL">{picker({ maxSelection: 1, minSelection: 1 })}</I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('יש לבחור לפחות 1');
    await user().click(tile('Silk tie'));
    expect(screen.getByRole('status')).toHaveTextContent('1 נבחרו');
  });
});
