import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

/** A made-up profile picture: a coloured circle, so the stories need no network. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${fill}"/><circle cx="12" cy="9" r="4" fill="#fff"/><path d="M4 22c1-5 4-7 8-7s7 2 8 7" fill="#fff"/></svg>`,
  )}`;

const influencers = [
  { id: 'maya', name: 'Maya Katz', avatar: picture('#8b5cf6') },
  { id: 'noa', name: 'Noa Levi', avatar: picture('#30a46c') },
  { id: 'dan', name: 'Dan Cohen' },
  { id: 'lior', name: 'Lior Ben David' },
];

const meta = {
  title: 'UI/Fields/ComboBox',
  component: ComboBox,
  args: {
    label: 'Influencer',
    placeholder: 'Search influencers',
    defaultItems: influencers,
    onSelectionChange: fn(),
    children: (item: object) => {
      const influencer = item as (typeof influencers)[number];
      return (
        <ComboBoxItem id={influencer.id} avatarSrc={influencer.avatar}>
          {influencer.name}
        </ComboBoxItem>
      );
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());

export const TypeAndEnter: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('combobox', { name: 'Influencer' });
    await userEvent.type(box, 'le');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('noa');
    await expect(box).toHaveValue('Noa Levi');
    await closed(canvasElement);
  },
};

export const Avatars: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Influencer/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    const maya = within(listbox).getByRole('option', { name: 'Maya Katz' });
    await expect(maya.querySelector('img')).not.toBeNull();
    await expect(within(listbox).getByRole('option', { name: 'Dan Cohen' })).toHaveTextContent(
      'DC',
    );
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const NoResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Influencer' }), 'xyz');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('No results');
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('combobox', { name: 'Influencer' });
    await userEvent.type(box, 'ma');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(box).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an influencer.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Influencer' })).toHaveAccessibleDescription(
      'Choose an influencer.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'maya' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Influencer' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveValue('Maya Katz');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'משפיען',
    placeholder: 'חיפוש משפיענים',
    defaultItems: [
      { id: 'maya', name: 'מאיה כץ', avatar: picture('#8b5cf6') },
      { id: 'noa', name: 'נועה לוי' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('combobox', { name: 'משפיען' });
    const button = canvas.getByRole('button', { name: /משפיען/ });
    // The chevron sits at the inline end: on the left in right-to-left.
    await expect(button.getBoundingClientRect().left).toBeLessThan(
      box.getBoundingClientRect().left + box.offsetWidth / 2,
    );
    await userEvent.type(box, 'נו');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'נועה לוי' })).toHaveTextContent('נל');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('נועה לוי');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: /Influencer/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  },
};
