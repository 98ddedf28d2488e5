import {
  setOptionType,
  setOptionValue,
  type OptionMap,
  type ProductOption,
} from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OptionMapperSection, type OptionMapperSectionProps } from './OptionMapperSection';

const NAMES = ['Red', 'Navy', 'Sand', 'Olive', 'Black', 'White', 'Rose', 'Sky', 'Plum', 'Teal'];

/** Ten colours, the last two not set yet. */
const colours: ProductOption = {
  type: 'COLOR',
  values: Object.fromEntries(
    NAMES.map((name, i) => [
      name,
      { hex_value: i < 8 ? ['#C62828', '#1A237E', '#D7C4A3', '#6B7A3A'][i % 4]! : null },
    ]),
  ),
};

const sizes: ProductOption = {
  type: 'TEXT',
  values: { S: { text_value: 'Small' }, M: { text_value: 'Medium' }, L: { text_value: null } },
};

/** The section over a map it edits, as the appearance page holds it. */
function Editable(props: OptionMapperSectionProps) {
  const [map, setMap] = useState<OptionMap>({ [props.name]: props.option });
  return (
    <OptionMapperSection
      name={props.name}
      option={map[props.name]!}
      onTypeChange={(type) => {
        props.onTypeChange(type);
        setMap(setOptionType(map, props.name, type).map);
      }}
      onValueChange={(value, input) => {
        props.onValueChange(value, input);
        setMap(setOptionValue(map, props.name, value, input));
      }}
    />
  );
}

const meta = {
  title: 'Appearance/OptionMapperSection',
  component: OptionMapperSection,
  render: (args) => <Editable {...args} />,
  args: { name: 'Color', option: colours, onTypeChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof OptionMapperSection>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const values = (canvas: Canvas) => within(canvas.getByRole('list', { name: /^Values of/ }));

export const Unverified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 not verified out of 10')).toBeVisible();
    const rows = values(canvas).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('Plum');
    await expect(rows[0]).toHaveTextContent('Not set');
    await expect(rows[2]).toHaveTextContent('Verified');
  },
};

export const NextPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(values(canvas).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const PickColour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(values(canvas).getByRole('button', { name: /^Plum/ }));
    const hex = await screen.findByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#8E4585');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Plum', '#8E4585');
    await expect(canvas.getByText('1 not verified out of 10')).toBeVisible();
  },
};

export const AllVerified: Story = {
  args: {
    option: {
      type: 'COLOR',
      values: { Red: { hex_value: '#C62828' }, Navy: { hex_value: '#1A237E' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All values verified')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const TextValues: Story = {
  args: { name: 'Size', option: sizes },
  play: async ({ canvas, args }) => {
    const large = values(canvas).getByRole('textbox', { name: 'L' });
    await userEvent.type(large, 'Large');
    // Typed text reaches the map 300 ms after the typing stops.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('L', 'Large'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('All values verified')).toBeVisible();
  },
};

export const ChangeType: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Text' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('TEXT');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(values(canvas).getAllByRole('textbox')).toHaveLength(8);
  },
};

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide all' }));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'See all' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  args: { name: 'צבע' },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 לא מאומתים מתוך 10')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Color' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
