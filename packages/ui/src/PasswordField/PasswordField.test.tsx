import { MESSAGES } from '@shoppable/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

const rules = () => within(screen.getByRole('list', { name: 'Password requirements' }));

describe('PasswordField', () => {
  it('is a password box named by its label that reports typing', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Password" onChange={onChange} />);
    const box = screen.getByLabelText('Password', { selector: 'input' });
    expect(box).toHaveAttribute('type', 'password');
    await userEvent.type(box, 'abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('marks each rule met as the user types, and describes the box with them', async () => {
    render(<PasswordField label="Password" />);
    const box = screen.getByLabelText('Password', { selector: 'input' });
    const [length, digit] = rules().getAllByRole('listitem');
    expect(length).toHaveTextContent('At least 6 characters (not yet)');
    expect(digit).toHaveTextContent('At least one number (not yet)');
    await userEvent.type(box, 'abc1');
    expect(length).toHaveTextContent('At least 6 characters (not yet)');
    expect(digit).toHaveTextContent('At least one number (done)');
    await userEvent.type(box, 'de');
    expect(length).toHaveTextContent('At least 6 characters (done)');
    expect(box).toHaveAccessibleDescription(
      'At least 6 characters (done) At least one number (done)',
    );
  });

  it('follows a controlled value', () => {
    render(<PasswordField label="Password" value="secret12" onChange={() => {}} />);
    for (const item of rules().getAllByRole('listitem')) expect(item).toHaveTextContent('(done)');
  });

  it('shows and hides the password with the toggle button, keeping what was typed', async () => {
    render(<PasswordField label="Password" />);
    const box = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(box, 'demo1234');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveValue('demo1234');
    await userEvent.click(toggle);
    expect(box).toHaveAttribute('type', 'password');
  });

  it('leaves the rule list out with showRules={false}', () => {
    render(<PasswordField label="Password" showRules={false} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the domain message when invalid', () => {
    render(<PasswordField label="Password" isInvalid errorMessage={MESSAGES.password} />);
    const box = screen.getByLabelText('Password', { selector: 'input' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.password)).toBeInTheDocument();
  });

  it('speaks Hebrew under a Hebrew provider', () => {
    render(
      <I18nProvider locale="he-IL">
        <PasswordField label="סיסמה" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'הצגת הסיסמה' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'דרישות הסיסמה' })).toHaveTextContent('לפחות 6 תווים');
  });
});
