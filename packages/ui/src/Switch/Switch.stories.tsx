import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Fields/Switch',
  component: Switch,
  args: { children: 'Show prices', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Show prices'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Show prices'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read only: focusable and announced as such, and neither a press, its label nor Space changes it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices' });
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Show prices'));
    await expect(toggle).toBeChecked();
    // The drawn state follows the input: the label still carries react-aria's selected state.
    await expect(toggle.closest('label')).toHaveAttribute('data-selected', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Named by `aria-label` alone, as in a table row. */
export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Active' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Active' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Show prices' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: 'הצג מחירים', defaultSelected: true },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('switch', { name: 'הצג מחירים' });
    await expect(toggle).toBeChecked();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // On, the thumb sits at the inline end of the track: on its left in right-to-left.
    const track = canvasElement.querySelector('label > span[aria-hidden="true"]');
    const thumb = track?.firstElementChild;
    if (!track || !thumb) throw new Error('The switch has no track');
    const trackBox = track.getBoundingClientRect();
    await expect(thumb.getBoundingClientRect().left).toBeLessThan(
      trackBox.left + trackBox.width / 2,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
  },
};
