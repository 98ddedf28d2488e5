import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfluencerField, type InfluencerFieldProps } from './InfluencerField';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

/** The field with its value kept in state, as an editor holds it. */
function Stateful(props: InfluencerFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <InfluencerField
      {...props}
      value={value}
      onChange={(username, promocode) => {
        setValue(username);
        props.onChange(username, promocode);
      }}
    />
  );
}

const meta = {
  title: 'Links/Shared/InfluencerField',
  component: InfluencerField,
  decorators: [
    (Story) => (
      <QueryProvider>
        <div style={{ maxInlineSize: 360, padding: 16 }}>
          <Story />
        </div>
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    viewerRole: 'admin',
    value: '',
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof InfluencerField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin picks an active influencer; the editor gets their promocode. */
export const Admin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const field = await canvas.findByRole('button', { name: /Influencer$/ });
    // Enabled once the influencers are loaded.
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.click(field);
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(list).queryByRole('option', { name: 'kai' })).toBeNull();
    await userEvent.click(within(list).getByRole('option', { name: 'noa' }));
    await expect(args.onChange).toHaveBeenCalledWith('noa', 'NOA10');
    await expect(canvas.getByRole('button', { name: /Influencer$/ })).toHaveTextContent('noa');
  },
};

/** Saved with an influencer: locked. */
export const Locked: Story = {
  args: { value: 'maya', isLocked: true },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('button', { name: /Influencer$/ });
    await expect(field).toBeDisabled();
    await expect(canvas.getByText("The influencer can't be changed once saved.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['listInfluencers'] }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the influencers…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Influencer/ })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['listInfluencers'] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The influencers could not be loaded.')).toBeVisible();
  },
};

/** An influencer sees their own name, fixed. */
export const Influencer: Story = {
  args: { viewerRole: 'influencer', ownUsername: 'maya', value: 'maya' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Influencer: maya')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /משפיען$/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: 'maya', isLocked: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Influencer$/ })).toBeDisabled();
  },
};
