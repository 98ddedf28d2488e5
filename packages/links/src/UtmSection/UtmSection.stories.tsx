import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { UtmSection, utmValues, type UtmSectionProps } from './UtmSection';

/** The section with its values kept in state, as an editor holds them. */
function Stateful(props: UtmSectionProps) {
  const [value, setValue] = useState(props.value);
  return (
    <UtmSection
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Links/Shared/UtmSection',
  component: UtmSection,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 700, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: utmValues(null), onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UtmSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No value yet: the switch is off; turning it on shows the five fields. */
export const Off: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add UTM parameters' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByRole('textbox', { name: 'UTM source' }), 'instagram');
    await expect(canvas.getByText('Added to the address: utm_source=instagram')).toBeVisible();
  },
};

/** Values from the settings: on from the start; off clears all five. */
export const FromSettings: Story = {
  args: {
    value: utmValues({ UTMSource: 'shoppable', UTMMedium: 'social', UTMCampaign: 'spring' }),
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add UTM parameters' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(utmValues(null));
  },
};

export const Invalid: Story = {
  args: { value: utmValues({ UTMSource: 'insta<gram' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'UTM source' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { value: utmValues({ UTMSource: 'shoppable' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'מקור UTM' })).toHaveValue('shoppable');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: utmValues({ UTMSource: 'shoppable' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Add UTM parameters' })).toBeChecked();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { value: utmValues({ UTMSource: 'shoppable' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'UTM content' })).toBeVisible();
  },
};
