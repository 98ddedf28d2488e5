import { MockStore, MOCK_NOW } from '@shoppable/api-client/mocks';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { ToastRegion, toastQueue } from '@shoppable/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAdmin } from '../testing/users';
import { AppearancePage, type AppearancePageProps } from './AppearancePage';

const api = setupMockApi();
beforeEach(() => toastQueue.clear());

const page = (props: Partial<AppearancePageProps> = {}, locale?: string) => {
  const onNoStore = vi.fn();
  const onDirtyChange = vi.fn();
  const result = renderWithApi(
    <>
      <AppearancePage
        user={mockAdmin()}
        client={testClient}
        onNoStore={onNoStore}
        onDirtyChange={onDirtyChange}
        {...props}
      />
      <ToastRegion />
    </>,
    { locale },
  );
  return { ...result, onNoStore, onDirtyChange };
};
const section = (name: string) => screen.getByRole('region', { name });
const phone = () => screen.findByRole('region', { name: 'Phone preview' });
/** The preview's page root, which carries the theme as CSS custom properties. */
const previewVar = async (name: string) => {
  const root = (await phone()).querySelector<HTMLElement>(`[style*="${name}"]`);
  return root?.style.getPropertyValue(name);
};
const strip = () => screen.queryByRole('button', { name: 'Save' });
const turnOnStrip = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    within(section('Sales and discount strip')).getByRole('switch', { name: 'Show the strip' }),
  );

describe('AppearancePage', () => {
  it('shows every section with the saved theme, the phone preview and no save strip', async () => {
    api.useMocks();
    page();
    for (const name of [
      'Store logo',
      'Checkout button',
      'Influencer',
      'Promo code',
      'Add-to-cart button',
      'Cart icon',
      'Product image corners',
      'Sales and discount strip',
      'Preorder text',
    ])
      expect(section(name)).toBeInTheDocument();
    expect(
      within(section('Checkout button')).getByRole('button', { name: /Background colour/ }),
    ).toHaveTextContent('#000000');
    expect(
      within(section('Product image corners')).getByRole('radio', { name: 'Sharp' }),
    ).toBeChecked();
    expect(await phone()).toBeInTheDocument();
    expect(strip()).not.toBeInTheDocument();
  });

  it('redirects when no store is connected', () => {
    api.useMocks({ noStore: true });
    const { onNoStore } = page({ user: mockAdmin({ noStore: true }) });
    expect(onNoStore).toHaveBeenCalled();
  });

  it('applies every edit to the preview at once and shows the save strip after 500 ms', async () => {
    api.useMocks();
    const user = userEvent.setup();
    const { onDirtyChange } = page();
    await user.click(within(section('Checkout button')).getByRole('radio', { name: 'Pill' }));
    expect(strip()).not.toBeInTheDocument();
    expect(await previewVar('--sp-lp-checkout-radius')).toBe('25px');
    await user.click(
      within(section('Product image corners')).getByRole('radio', { name: 'Rounded' }),
    );
    expect(await previewVar('--sp-lp-image-radius')).toBe('10px');
    await turnOnStrip(user);
    await user.type(screen.getByRole('textbox', { name: 'First sentence' }), 'Free shipping');
    expect(within(await phone()).getByText('Free shipping')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 })).toBeVisible();
  });

  it('counts the strip sentence and preorder characters against their limits', async () => {
    api.useMocks();
    const user = userEvent.setup();
    page();
    await turnOnStrip(user);
    const first = screen.getByRole('textbox', { name: 'First sentence' });
    await user.type(first, 'Sale!');
    expect(first).toHaveAccessibleDescription('5 of 50 characters');
    expect(first).toHaveAttribute('maxLength', '50');
    await user.click(screen.getByRole('switch', { name: 'Show preorder text' }));
    const preorder = screen.getByRole('textbox', { name: 'Preorder text' });
    expect(preorder).toHaveAttribute('maxLength', '100');
    expect(preorder).toHaveAccessibleDescription('0 of 100 characters');
  });

  it('collapses the strip content when the strip is turned off', async () => {
    api.useMocks();
    const user = userEvent.setup();
    page();
    expect(screen.queryByRole('textbox', { name: 'First sentence' })).not.toBeInTheDocument();
    await turnOnStrip(user);
    expect(screen.getByRole('textbox', { name: 'Second sentence' })).toBeInTheDocument();
    await turnOnStrip(user);
    expect(screen.queryByRole('textbox', { name: 'Second sentence' })).not.toBeInTheDocument();
  });

  it('saves the theme on its version, confirms and hides the strip', async () => {
    const store = api.useMocks();
    const user = userEvent.setup();
    const { onDirtyChange } = page();
    await user.click(within(section('Add-to-cart button')).getByRole('radio', { name: 'Square' }));
    await turnOnStrip(user);
    await user.type(screen.getByRole('textbox', { name: 'Second sentence' }), 'Ends Sunday');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 }));
    expect(await screen.findByText('Appearance saved')).toBeInTheDocument();
    const saved = store.data.session.brand!.theme!;
    expect(saved.add_to_cart_button_shape).toBe('shape1');
    expect(saved.is_shipping_and_sales_strip_shown).toBe(true);
    expect(saved.shipping_and_sales_strip_sentences).toEqual(['', 'Ends Sunday']);
    expect(store.data.session.brand!.theme_version).toBe(2);
    await waitFor(() => expect(strip()).not.toBeInTheDocument());
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it("has a page Save, enabled only once the save strip shows, that saves like the strip's", async () => {
    const store = api.useMocks();
    const user = userEvent.setup();
    page();
    const pageSave = screen.getByRole('button', { name: 'Save appearance' });
    expect(pageSave).toBeDisabled();
    await user.click(within(section('Cart icon')).getByRole('radio', { name: 'Basket' }));
    expect(pageSave).toBeDisabled();
    await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 });
    expect(pageSave).toBeEnabled();
    await user.click(pageSave);
    expect(await screen.findByText('Appearance saved')).toBeInTheDocument();
    expect(store.data.session.brand!.theme_version).toBe(2);
    await waitFor(() => expect(pageSave).toBeDisabled());
  });

  it('forces the strip off when both sentences are empty on save', async () => {
    const store = api.useMocks();
    const user = userEvent.setup();
    page();
    await turnOnStrip(user);
    expect(screen.getByText(/both sentences empty/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 }));
    await screen.findByText('Appearance saved');
    expect(store.data.session.brand!.theme!.is_shipping_and_sales_strip_shown).toBe(false);
    expect(screen.getByRole('switch', { name: 'Show the strip' })).not.toBeChecked();
  });

  it('discards every edit exactly', async () => {
    api.useMocks();
    const user = userEvent.setup();
    page();
    await user.click(within(section('Cart icon')).getByRole('radio', { name: 'Basket' }));
    await user.click(screen.getByRole('switch', { name: 'Show the influencer on the page' }));
    await user.click(screen.getByRole('switch', { name: 'Show preorder text' }));
    await user.type(screen.getByRole('textbox', { name: 'Preorder text' }), 'Ships in May');
    await user.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 2000 }));
    expect(within(section('Cart icon')).getByRole('radio', { name: 'Bag' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show the influencer on the page' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show preorder text' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Preorder text' })).not.toBeInTheDocument();
    await waitFor(() => expect(strip()).not.toBeInTheDocument());
  });

  it('warns under 4.5:1, names the pair and fixes it with the nearest readable colour', async () => {
    api.useMocks();
    const user = userEvent.setup();
    page();
    const checkout = section('Checkout button');
    expect(within(checkout).getByText('Contrast 21.00:1')).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: /Text colour/ }));
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    await user.clear(hex);
    await user.type(hex, '#333333');
    await user.keyboard('{Escape}');
    const warning = within(checkout).getByRole('group', { name: 'Checkout button' });
    expect(warning).toHaveTextContent(
      'Checkout button: the text is hard to read on its background (1.66:1, needs at least 4.5:1).',
    );
    await user.click(
      within(warning).getByRole('button', {
        name: /Use #[0-9A-F]{6}, the nearest readable text colour for the Checkout button/,
      }),
    );
    expect(
      within(checkout).queryByRole('group', { name: 'Checkout button' }),
    ).not.toBeInTheDocument();
    expect(within(checkout).getByText(/Contrast 4\.[5-9]\d:1/)).toBeInTheDocument();
  });

  it('opens the conflict dialog on a stale version and keeps the edits; reload takes theirs', async () => {
    const store = api.useMocks();
    const user = userEvent.setup();
    page();
    await user.click(within(section('Checkout button')).getByRole('radio', { name: 'Square' }));
    // Saved elsewhere meanwhile.
    store.data.session.brand!.theme_version = 5;
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The appearance was changed elsewhere',
    });
    expect(within(section('Checkout button')).getByRole('radio', { name: 'Square' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /Reload/ }));
    await waitFor(() =>
      expect(
        within(section('Checkout button')).getByRole('radio', { name: 'Rounded' }),
      ).toBeChecked(),
    );
  });

  it('keeps everything on a failed save and says so', async () => {
    api.useMocks({ error: true, only: ['updateTheme'] });
    const user = userEvent.setup();
    page();
    await user.click(within(section('Promo code')).getByRole('switch', { name: 'Show a shadow' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Your appearance was not saved' }),
    ).toBeInTheDocument();
    expect(
      within(section('Promo code')).getByRole('switch', { name: 'Show a shadow' }),
    ).toBeChecked();
  });

  it('saves an edited option value with the map alone, and Discard reloads the map', async () => {
    const store = api.useMocks();
    store.data.optionMap = {
      Size: { type: 'TEXT', values: { S: { hex_value: null, text_value: null } } },
    };
    const user = userEvent.setup();
    page();
    const size = await screen.findByRole('region', { name: 'Size' });
    expect(size).toHaveTextContent('1 not verified out of 1');
    await user.type(within(size).getByRole('textbox', { name: 'S' }), 'Sm');
    await user.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 2000 }));
    await waitFor(() =>
      expect(within(section('Size')).getByRole('textbox', { name: 'S' })).toHaveValue(''),
    );

    await user.type(within(section('Size')).getByRole('textbox', { name: 'S' }), 'Small');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 2000 }));
    expect(await screen.findByText('Appearance saved')).toBeInTheDocument();
    expect(store.data.optionMap.Size!.values.S!.text_value).toBe('Small');
    // Only the map changed: the theme was not written.
    expect(store.data.session.brand!.theme_version).toBe(1);
    expect(section('Size')).toHaveTextContent('All values verified');
  });

  it('says when the product options cannot be loaded and loads them on Try again', async () => {
    api.useMocks({ error: true, only: ['getOptionsMap'] });
    const user = userEvent.setup();
    page();
    const options = await screen.findByRole('region', { name: 'Product options' });
    expect(
      await within(options).findByText('Your product options could not be loaded.'),
    ).toBeInTheDocument();
    api.useMocks();
    await user.click(within(options).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Color' })).toBeInTheDocument();
  });

  it('removes the logo through a confirmation', async () => {
    const store = new MockStore({ now: MOCK_NOW });
    store.data.session.brand!.logo_url = 'https://cdn.shoppable.test/logo.png';
    api.useMocks({ store });
    const user = userEvent.setup();
    page({ user: { ...mockAdmin(), businessLogo: 'https://cdn.shoppable.test/logo.png' } });
    expect(screen.getByRole('img', { name: 'Your store logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(store.data.session.brand!.logo_url).toBeNull());
    expect(
      await screen.findByText('No logo yet: your store name shows instead.'),
    ).toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    api.useMocks();
    page({}, 'he-IL');
    expect(await screen.findByRole('heading', { level: 1, name: 'מראה' })).toBeInTheDocument();
    await act(async () => {});
  });
});
