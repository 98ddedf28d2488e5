import { describe, expect, it } from 'vitest';
import {
  MEDIA_MESSAGES,
  compressionStatus,
  isAcceptedLogoType,
  magicStoreFilename,
  mediaKindOf,
  needsJpegConversion,
  shouldPollAgain,
  validateMediaFile,
} from './media';

const MB = 1024 * 1024;

describe('validateMediaFile', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1 * MB }, { ok: true }],
    [{ type: 'image/png', size: 10 * MB }, { ok: true }],
    [
      { type: 'image/png', size: 10 * MB + 1 },
      { ok: false, message: 'Image file is too large! Please select an image under 10MB.' },
    ],
    [{ type: 'video/mp4', size: 150 * MB }, { ok: true }],
    [{ type: 'video/quicktime', size: 20 * MB }, { ok: true }],
    [
      { type: 'video/webm', size: 150 * MB + 1 },
      { ok: false, message: 'File is too large! Please select a file under 150MB.' },
    ],
    [
      { type: 'image/gif', size: 151 * MB },
      { ok: false, message: 'File is too large! Please select a file under 150MB.' },
    ],
    [{ type: 'video/ogg', size: Number.NaN }, { ok: true }],
    [
      { type: 'application/pdf', size: 10 },
      { ok: false, message: 'Media type application/pdf is not supported.' },
    ],
    [
      { type: 'video/x-msvideo', size: 10 },
      { ok: false, message: 'Media type video/x-msvideo is not supported.' },
    ],
    [
      { type: '', size: 10 },
      { ok: false, message: 'Media type unknown is not supported.' },
    ],
  ])('%o → %o', (f, expected) => {
    expect(validateMediaFile(f)).toEqual(expected);
  });
  it('quotes the unsupported message', () => {
    expect(MEDIA_MESSAGES.unsupported('x/y')).toBe('Media type x/y is not supported.');
  });
});

describe('needsJpegConversion', () => {
  it.each([
    ['image/png', true],
    ['image/webp', true],
    ['image/jpeg', false],
    ['video/mp4', false],
  ])('%s → %s', (type, expected) => {
    expect(needsJpegConversion(type)).toBe(expected);
  });
});

describe('magicStoreFilename', () => {
  const now = new Date('2024-05-01T12:00:00Z');
  it.each([
    ['my photo.jpg', `${now.getTime()}_my_photo.jpg`],
    ['a  b.mp4', `${now.getTime()}_a__b.mp4`],
    ['שמלה (1).png', `${now.getTime()}__1.png`],
    ['ok-name_2.webm', `${now.getTime()}_ok-name_2.webm`],
    ['../../etc/passwd', `${now.getTime()}_....etcpasswd`],
  ])('%j → %j', (name, expected) => {
    expect(magicStoreFilename(name, now)).toBe(expected);
  });
});

describe('compressionStatus / shouldPollAgain', () => {
  it.each([
    ['COMPLETE', 'done'],
    ['complete', 'done'],
    ['ERROR', 'failed'],
    ['FAILED', 'failed'],
    ['IN_PROGRESS', 'pending'],
    ['', 'pending'],
  ])('%j → %s', (s, expected) => {
    expect(compressionStatus(s)).toBe(expected);
  });
  it.each([
    [0, true],
    [29, true],
    [30, false],
  ])('after %s tries → %s', (tries, expected) => {
    expect(shouldPollAgain(tries)).toBe(expected);
  });
});

describe('isAcceptedLogoType', () => {
  it.each([
    ['image/jpeg', true],
    ['image/jpg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/gif', false],
    ['image/svg+xml', false],
  ])('%s → %s', (type, expected) => {
    expect(isAcceptedLogoType(type)).toBe(expected);
  });
});

describe('mediaKindOf', () => {
  it.each([
    ['a.JPG', 'image'],
    ['b.svg', 'image'],
    ['c.mov', 'video'],
    ['d.wmv', 'video'],
    ['e.pdf', null],
    ['noext', null],
  ])('%s → %s', (name, expected) => {
    expect(mediaKindOf(name)).toBe(expected);
  });
});
