import { describe, expect, it } from 'vitest';
import { isQrScan, qrColor, qrScanUrl } from './qr';

describe('qrScanUrl', () => {
  it('adds utm_medium=qr to an address without a query', () => {
    expect(qrScanUrl('https://shop.example/demo/abc123')).toBe(
      'https://shop.example/demo/abc123?utm_medium=qr',
    );
  });

  it('keeps the other query parameters in their order and replaces another medium', () => {
    expect(
      qrScanUrl('https://shop.example/demo/abc?utm_source=ig&utm_medium=social&utm_campaign=s'),
    ).toBe('https://shop.example/demo/abc?utm_source=ig&utm_medium=qr&utm_campaign=s');
  });

  it('throws on something that is not an address', () => {
    expect(() => qrScanUrl('not a url')).toThrow();
  });
});

describe('isQrScan', () => {
  it.each([
    ['qr', true],
    [' QR ', true],
    ['social', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (medium, expected) => {
    expect(isQrScan(medium)).toBe(expected);
  });
});

describe('qrColor', () => {
  it('keeps a theme colour that contrasts at least 4.5:1 with white', () => {
    expect(qrColor('#1D4ED8')).toEqual({
      color: '#1D4ED8',
      isFallback: false,
      contrast: expect.closeTo(6.7, 1),
    });
  });

  it('falls back to black, and says so, when the theme colour is too pale', () => {
    const pale = qrColor('#FACC15');
    expect(pale.color).toBe('#000000');
    expect(pale.isFallback).toBe(true);
    expect(pale.contrast).toBeLessThan(4.5);
  });

  it('draws in black without a usable theme colour, which is no fallback to report', () => {
    expect(qrColor(null)).toEqual({ color: '#000000', isFallback: false, contrast: null });
    expect(qrColor('blue')).toEqual({ color: '#000000', isFallback: false, contrast: null });
  });
});
