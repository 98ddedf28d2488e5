import { BUSINESS_ID, MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { InfluencerEditor } from './InfluencerEditor';

const meta = {
  title: 'Influencers/InfluencerEditor',
  component: InfluencerEditor,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    onBack: fn(),
    onCreated: fn(),
    onSaved: fn(),
  },
} satisfies Meta<typeof InfluencerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small PNG made in the browser, as a picked photo. */
async function photo(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#c0392b';
  ctx.fillRect(0, 0, 120, 80);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'maya.png', { type: 'image/png' });
}

/** Create: a cropped photo, a free username, an email and 12.5 % commission; then Save. */
export const Create: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await photo());
    const crop = await screen.findByRole('dialog', { name: 'Crop profile image' });
    const done = await within(crop).findByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toBeEnabled());
    // The cropper loads on first open: Done crops once it reports the crop area.
    await waitFor(
      async () => {
        if (screen.queryByRole('dialog', { name: 'Crop profile image' }))
          await userEvent.click(done);
        await expect(screen.queryByRole('dialog', { name: 'Crop profile image' })).toBeNull();
      },
      { timeout: 5000 },
    );
    await expect(await canvas.findByRole('img', { name: 'Profile image' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'new_creator');
    await expect(await canvas.findByText('The username is available')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@creators.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Commission (%)' }), '12.5');
    await expect(
      await canvas.findByText('The email is available', {}, { timeout: 5000 }),
    ).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(save);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith('new_creator'));
  },
};

/** The wrong inputs of content.md §5, each with its message; what was typed stays. */
export const WrongInputs: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'maya');
    await expect(await canvas.findByText('That username is already taken')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maya@');
    await expect(await canvas.findByText("That email doesn't look right")).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '+12');
    await expect(await canvas.findByText("Phone number doesn't look right")).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Commission (%)' }), '100.5');
    await expect(await canvas.findByText('Commission must be in range 0 - 100')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** An email another influencer has (in any letter case): said 400 ms after typing, Save stays off. */
export const EmailTaken: Story = {
  args: { username: 'leo' },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'MAYA@creators.test');
    await expect(await canvas.findByText('That email is already taken')).toBeVisible();
    await expect(email).toHaveValue('MAYA@creators.test');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Edit: the username is fixed; switching sales off forces CR on; Save confirms. */
export const Edit: Story = {
  args: { username: 'maya' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'readonly',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Sales' }));
    const cr = canvas.getByRole('switch', { name: 'Conversion rate' });
    await expect(cr).toBeChecked();
    await expect(cr).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    // The newest toast (an earlier story's may still be leaving), once its entry animation runs.
    await waitFor(() => expect(screen.getAllByText('changes saved').at(-1)).toBeVisible());
  },
};

/** Back with changes asks before discarding them. */
export const DiscardChanges: Story = {
  args: { username: 'maya' },
  play: async ({ canvas }) => {
    const promocode = await canvas.findByRole('textbox', { name: 'Promocode' });
    await userEvent.type(promocode, 'X');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  args: { username: 'maya' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading the influencer' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { username: 'maya' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The influencer could not be loaded.')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { username: 'maya' },
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['editInfluencer'] }) },
  },
  play: async ({ canvas }) => {
    const promocode = await canvas.findByRole('textbox', { name: 'Promocode' });
    await userEvent.type(promocode, 'X');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Couldn't save the influencer" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(promocode).toHaveValue('MAYA10X');
  },
};

const conflictStore = new MockStore({ now: MOCK_NOW });
/** Saved elsewhere after it loaded: Save answers 409 and the dialog compares both sides. */
export const ChangedElsewhere: Story = {
  args: { username: 'maya' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: conflictStore }) } },
  play: async ({ canvas }) => {
    const promocode = await canvas.findByRole('textbox', { name: 'Promocode' });
    await userEvent.clear(promocode);
    await userEvent.type(promocode, 'MINE');
    conflictStore.changeInfluencerElsewhere('maya', { promocode: 'THEIRS' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This influencer was changed elsewhere',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    // The differences open with an animation.
    await waitFor(() => expect(within(dialog).getByText('THEIRS')).toBeVisible());
    await expect(promocode).toHaveValue('MINE');
  },
};

export const Hebrew: Story = {
  args: { username: 'maya' },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'קוד קופון' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'עריכת משפיען', level: 1 })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { username: 'maya' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};
