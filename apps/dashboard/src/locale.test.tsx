import { defineStrings } from '@shoppable/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, LocaleProvider, useAppLocale } from './locale';

afterEach(() => localStorage.clear());

// Hebrew strings that fail to load while this file runs; the registry outlives the file (test
// files share a worker), and the next file's set-up loads every locale.
let offline = true;
afterAll(() => {
  offline = false;
});

describe('LocaleProvider', () => {
  it('switches to a language once its strings have loaded, then remembers it', async () => {
    let arrive: (messages: { default: { save: string } }) => void = () => undefined;
    const useSave = defineStrings<'save'>({
      'en-US': { save: 'Save' },
      'he-IL': () => new Promise((resolve) => (arrive = resolve)),
    });
    function Switch() {
      const { setLocale } = useAppLocale();
      return <button onClick={() => setLocale('he-IL')}>{useSave().format('save')}</button>;
    }
    render(
      <LocaleProvider defaultLocale="en-US">
        <Switch />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Still English, left to right, while Hebrew loads: no screen shows English in a Hebrew page.
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    await act(async () => arrive({ default: { save: 'שמירה' } }));
    expect(await screen.findByRole('button', { name: 'שמירה' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'he-IL');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('he-IL');
  });

  it('stays in its language when the other one cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useSave = defineStrings<'save'>({
      'en-US': { save: 'Save' },
      'he-IL': () =>
        offline
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { save: 'שמירה' } }),
    });
    function Switch() {
      const { setLocale } = useAppLocale();
      return <button onClick={() => setLocale('he-IL')}>{useSave().format('save')}</button>;
    }
    render(
      <LocaleProvider defaultLocale="en-US">
        <Switch />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
