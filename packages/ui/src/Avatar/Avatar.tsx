import { useState } from 'react';
import { avatar, image } from './Avatar.css';
import type { avatarSizes } from './avatarVariants';

/** Props of Avatar. */
export interface AvatarProps {
  /**
   * Whose picture this is ("Maya Cohen"): the accessible name, and the source of the initials
   * shown when there is no picture or it fails to load.
   */
  name: string;
  /** The picture's URL. Empty, missing or broken, the initials show instead. */
  src?: string | null;
  /** The size: sm (24 px), md (32 px, default), lg (40 px) or xl (64 px). */
  size?: (typeof avatarSizes)[number];
  /**
   * Set when the name is already written next to the avatar (a user strip, a combo box option):
   * the avatar is then hidden from assistive technology so the name is not read twice.
   */
  isDecorative?: boolean;
}

/**
 * The first letters of the first and the last word of a name ("Maya Cohen" → "MC", "maya" → "M"),
 * upper-cased where the script has case; an empty name gives an empty string.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/**
 * A round picture of a person or a store, with their initials when there is no picture or it
 * cannot be loaded. It is an image named by `name` (role `img`) unless `isDecorative`.
 */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== '' && src !== failedSrc;
  const a11y = isDecorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);
  return (
    <span {...a11y} className={avatar({ size })} data-size={size}>
      <span aria-hidden="true">{initialsOf(name)}</span>
      {showImage ? (
        <img src={src} alt="" className={image} onError={() => setFailedSrc(src)} />
      ) : null}
    </span>
  );
}
