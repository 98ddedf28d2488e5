import { describe, expect, it } from 'vitest';
import { cssVarName, toCssRule, toCssVariables } from './cssVariables';
import { themes } from './tokens';

describe('toCssVariables', () => {
  it('names every token by its path under the --sp- prefix', () => {
    const vars = toCssVariables(themes.light);
    expect(vars['--sp-space-100']).toBe('4px');
    expect(vars['--sp-color-bg-surface']).toBe('#ffffff');
    expect(vars['--sp-radius-buttonPill']).toBe('25px');
    expect(vars['--sp-motion-toast']).toBe('2000ms');
  });

  it('gives the dark theme the same names with its own values', () => {
    const light = toCssVariables(themes.light);
    const dark = toCssVariables(themes.dark);
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    expect(dark['--sp-color-bg-surface']).not.toBe(light['--sp-color-bg-surface']);
    expect(dark['--sp-color-rank-green']).toBe(light['--sp-color-rank-green']);
  });
});

describe('toCssRule', () => {
  it('declares the variables on the selector', () => {
    const rule = toCssRule(':root', themes.light);
    expect(rule.startsWith(':root{')).toBe(true);
    expect(rule).toContain(`${cssVarName(['space', '200'])}:8px`);
  });
});
