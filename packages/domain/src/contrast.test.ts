import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatContrastRatio,
  hexToRgb,
  isReadable,
  nearestReadableColor,
  relativeLuminance,
  rgbToHex,
} from './contrast';

describe('relative luminance (WCAG 2.x definition)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
  });
  it('weights green most: pure red 0.2126, green 0.7152, blue 0.0722', () => {
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00FF00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#00F')).toBeCloseTo(0.0722, 4);
  });
  it('reads the short form like the long one', () => {
    expect(hexToRgb('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(rgbToHex([170, 187, 204])).toBe('#AABBCC');
  });
});

describe('contrast ratio against published WCAG examples', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#5B3DF5', '#5b3df5')).toBe(1);
  });
  it('#767676 on white is 4.54:1, the lightest grey that passes AA; #777777 (4.478:1, shown cut to 4.47:1) fails', () => {
    expect(formatContrastRatio(contrastRatio('#767676', '#FFFFFF'))).toBe('4.54:1');
    expect(isReadable('#767676', '#FFFFFF')).toBe(true);
    expect(formatContrastRatio(contrastRatio('#777777', '#FFFFFF'))).toBe('4.47:1');
    expect(isReadable('#777777', '#FFFFFF')).toBe(false);
  });
  it('matches the WebAIM checker: blue on white 8.59:1, #959595 on white 2.99:1 (not 3)', () => {
    expect(formatContrastRatio(contrastRatio('#0000FF', '#FFFFFF'))).toBe('8.59:1');
    expect(contrastRatio('#959595', '#FFFFFF')).toBeLessThan(3);
  });
  it('does not depend on the order of the pair', () => {
    expect(contrastRatio('#FFFFFF', '#1A7F37')).toBe(contrastRatio('#1A7F37', '#FFFFFF'));
  });
});

describe('nearestReadableColor', () => {
  it('leaves a readable colour as it is', () => {
    expect(nearestReadableColor('#ffffff', '#000000')).toBe('#FFFFFF');
  });
  it('darkens light grey text on white just enough', () => {
    const fixed = nearestReadableColor('#AAAAAA', '#FFFFFF');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#FFFFFF')).toBeLessThan(4.8);
    const [r, g, b] = hexToRgb(fixed);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });
  it('lightens dark text on a dark background and keeps the hue', () => {
    const fixed = nearestReadableColor('#224422', '#1B5E20');
    expect(isReadable(fixed, '#1B5E20')).toBe(true);
    const [r, g, b] = hexToRgb(fixed);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });
  it('falls back to black or white when no lightness of the hue reaches the ratio', () => {
    const fixed = nearestReadableColor('#FF0000', '#777777', 7);
    expect(['#000000', '#FFFFFF']).toContain(fixed);
  });
});
