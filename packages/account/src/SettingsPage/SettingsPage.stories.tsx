import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { AiPreferencesSection } from '@shoppable/catalog';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockUser } from '../testing/users';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Account/SettingsPage',
  component: SettingsPage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    user: mockUser({ plan: 'paid' }),
    client: storyClient,
    onNoStore: fn(),
    onTryForFree: fn(),
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const paid = mockUser({ plan: 'paid' });

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Shipping and returns URL' })).toHaveValue(
      'demo-store.test/pages/shipping',
    );
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const SaveAndConfirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Facebook pixel id' }), '1234');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const toast = await screen.findByText('Changes saved');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Discard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'High' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Facebook pixel id' }), 'abc');
    await expect(await canvas.findByText('A Facebook pixel id holds digits only')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['updateSettings'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Google Analytics id' }), 'G-1');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your settings were not saved' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Google Analytics id' })).toHaveValue('G-1');
  },
};

const conflictStore = new MockStore({ now: MOCK_NOW });
/**
 * The settings were saved elsewhere after the page loaded them: Save answers 409, what was typed
 * stays, "Review their changes" shows their analytics id, and Overwrite saves mine on theirs.
 */
export const ChangedElsewhere: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: conflictStore }) } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Facebook pixel id' }), '4321');
    conflictStore.changeBrandElsewhere('settings', { google_analytics_id: 'G-THEIRS' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your settings were changed elsewhere',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Facebook pixel id' })).toHaveValue('4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review their changes' }));
    await expect(within(dialog).getByRole('table')).toHaveTextContent('G-THEIRS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    // Found, not awaited visible: on a loaded CI machine the toast once timed out and left (its
    // 2 s) before it was seen visible, behind the closing dialog.
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  },
};

export const SaveConnectionError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`${STORY_BASE_URL}/admin/v1/business/:businessId/settings`, () =>
          HttpResponse.error(),
        ),
        ...mockHandlers(STORY_BASE_URL),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'UTM content' }), 'reel');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your settings were not saved' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Connection error. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'UTM content' })).toHaveValue('reel');
  },
};

/**
 * The AI preferences section in its slot, as the dashboard composes it (catalog's
 * AiPreferencesSection): each list saves on its own when its picker's Done is pressed, so the
 * page's save strip stays away.
 */
export const WithAiPreferences: Story = {
  args: {
    aiPreferences: (
      <AiPreferencesSection user={paid} client={storyClient} onTryForFree={() => undefined} />
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'AI preferences' });
    await expect(within(section).getByRole('tab', { name: 'Promote' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: /Products\s*1 selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Products to promote' });
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 5000 });
    await userEvent.click(within(grid).getAllByRole('row')[2]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(
      await within(section).findByRole('button', { name: /Products\s*2 selected/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  },
};

export const WithoutVision: Story = {
  args: {
    user: {
      ...paid,
      settings: {
        ...paid.settings!,
        productVisionConfigurations: { isEnabled: false, sensitivity: 'OFF' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book a demo' })).toBeVisible();
  },
};

/** In the free trial the AI settings work as on a business plan: no try-for-free offer. */
export const FreeTrial: Story = {
  args: {
    user: mockUser({ plan: 'trial' }),
    aiPreferences: (
      <AiPreferencesSection
        user={mockUser({ plan: 'trial' })}
        client={storyClient}
        onTryForFree={() => undefined}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Promote' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
  },
};

export const TrialEnded: Story = {
  args: { user: mockUser({ plan: 'trialEnded' }) },
  play: async ({ canvas, args }) => {
    const [button] = canvas.getAllByRole('button', { name: 'Try for free' });
    await userEvent.click(button!);
    await expect(args.onTryForFree).toHaveBeenCalled();
  },
};

export const NoStore: Story = {
  args: { user: mockUser({ noStore: true }) },
  play: async ({ args }) => {
    await expect(args.onNoStore).toHaveBeenCalled();
  },
};

/** The phone layout: the app's top bar holds the page's Save button. */
function PhoneLayout(props: ComponentProps<typeof SettingsPage>) {
  const [topBar, setTopBar] = useState<HTMLElement | null>(null);
  return (
    <>
      <div ref={setTopBar} role="toolbar" aria-label="Top bar" />
      <SettingsPage {...props} saveActionTarget={topBar} />
    </>
  );
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <PhoneLayout {...args} />,
  play: async ({ canvas }) => {
    const topBar = canvas.getByRole('toolbar', { name: 'Top bar' });
    const save = await within(topBar).findByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'UTM term' }), 'x');
    await expect(save).toBeEnabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'בינונית' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};

/** Admins get the Webhooks section after the settings, saving on its own. */
export const Webhooks: Story = {
  play: async ({ canvas }) => {
    const webhooks = canvas.getByRole('region', { name: 'Webhooks' });
    await expect(
      await within(webhooks).findByRole('list', { name: 'Webhook endpoints' }),
    ).toBeVisible();
    await userEvent.click(within(webhooks).getByRole('button', { name: 'Add endpoint' }));
    await expect(within(webhooks).getByRole('form', { name: 'Add an endpoint' })).toBeVisible();
    // Typing in the webhook form leaves the settings' save strip away.
    await userEvent.type(
      within(webhooks).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://hooks.example.com',
    );
    await expect(canvas.queryByRole('button', { name: 'Discard' })).toBeNull();
  },
};
