import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../lazyDialog/openWhenLoaded';
import { LazySelect } from './LazySelect';
import * as selectField from './SelectField';
import { SelectItem } from './SelectItem';

type Field = typeof selectField;

/** A module whose load resolves or rejects when the test says. */
function deferredModule() {
  const pending: { resolve: (m: Field) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () => new Promise<Field>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    module: lazyModule(load),
    load,
    resolve: () => act(async () => pending.shift()?.resolve(selectField)),
    reject: () => act(async () => pending.shift()?.reject(new Error('offline'))),
  };
}

const people = [
  { id: 'ana', name: 'ana' },
  { id: 'bo', name: 'bo' },
];

const trigger = () => screen.getByRole('button', { name: /Influencer$/ });

describe('LazySelect before its code loads', () => {
  it('loads its code on hover, not when it renders', async () => {
    const { module, load } = deferredModule();
    render(
      <LazySelect module={module} label="Influencer">
        <SelectItem id="a">a</SelectItem>
      </LazySelect>,
    );
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(trigger());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the closed select with the value text and the label as the button name', () => {
    const { module } = deferredModule();
    render(
      <LazySelect
        module={module}
        label="Influencer"
        description="Who gets the credit."
        selectedKey="bo"
        items={people}
        name="influencer"
      >
        {(person) => <SelectItem id={person.id}>{person.name}</SelectItem>}
      </LazySelect>,
    );
    expect(screen.getByRole('button', { name: 'bo Influencer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAccessibleDescription('Who gets the credit.');
    expect(document.querySelector('input[name="influencer"]')).toHaveValue('bo');
  });

  it('shows the placeholder, the error when invalid and a disabled button', () => {
    const { module } = deferredModule();
    render(
      <LazySelect
        module={module}
        label="Influencer"
        placeholder="None"
        isInvalid
        isDisabled
        errorMessage="Could not load."
      >
        <SelectItem id="ana">ana</SelectItem>
      </LazySelect>,
    );
    expect(screen.getByRole('button', { name: 'None Influencer' })).toBeDisabled();
    expect(trigger()).toHaveAccessibleDescription('Could not load.');
  });

  it('opens the list once loaded after a press, with the focus in the select', async () => {
    const { module, resolve } = deferredModule();
    const onSelectionChange = vi.fn();
    render(
      <LazySelect module={module} label="Influencer" onSelectionChange={onSelectionChange}>
        <SelectItem id="ana">ana</SelectItem>
        <SelectItem id="bo">bo</SelectItem>
      </LazySelect>,
    );
    await userEvent.click(trigger());
    await resolve();
    const listbox = screen.getByRole('listbox', { name: 'Influencer' });
    // The list's popover takes the focus, as when the loaded select is pressed.
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(listbox).getByRole('option', { name: 'bo' }));
    expect(onSelectionChange).toHaveBeenCalledWith('bo');
    expect(trigger()).toHaveTextContent('bo');
  });

  it('opens the list once loaded after an arrow key', async () => {
    const { module, resolve } = deferredModule();
    render(
      <LazySelect module={module} label="Influencer">
        <SelectItem id="ana">ana</SelectItem>
      </LazySelect>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await resolve();
    expect(screen.getByRole('listbox', { name: 'Influencer' })).toBeInTheDocument();
  });

  it('keeps the focus on the button when the code arrives after a focus', async () => {
    const { module, resolve } = deferredModule();
    render(
      <LazySelect module={module} label="Influencer">
        <SelectItem id="ana">ana</SelectItem>
      </LazySelect>,
    );
    await userEvent.tab();
    await resolve();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('stays closed when the code cannot load, and the next press tries again', async () => {
    const { module, load, reject, resolve } = deferredModule();
    render(
      <LazySelect module={module} label="Influencer">
        <SelectItem id="ana">ana</SelectItem>
      </LazySelect>,
    );
    await userEvent.click(trigger());
    await reject();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await resolve();
    expect(screen.getByRole('listbox', { name: 'Influencer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
