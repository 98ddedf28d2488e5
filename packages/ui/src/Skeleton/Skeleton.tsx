import { lines as linesClass, skeleton } from './Skeleton.css';
import type { skeletonShapes } from './skeletonVariants';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** The shape: text (default, 1em high lines), rect or circle. */
  shape?: (typeof skeletonShapes)[number];
  /** The width: a number of px or any CSS length. Text defaults to the full width, circles to 40 px. */
  inlineSize?: number | string;
  /** The height: a number of px or any CSS length. Text is 1em, circles are as high as wide. */
  blockSize?: number | string;
  /** For text: how many lines to draw (default 1); the last one is shorter, as a paragraph's is. */
  lines?: number;
}

/**
 * A grey placeholder with the shape of content that is loading. It is hidden from assistive
 * technology: the region that loads says so itself (`aria-busy`, a Spinner or a "Loading…" name).
 * It pulses, and stands still for users who ask for reduced motion.
 */
export function Skeleton({ shape = 'text', inlineSize, blockSize, lines = 1 }: SkeletonProps) {
  if (shape === 'circle') {
    const size = inlineSize ?? 40;
    return (
      <span
        aria-hidden="true"
        data-shape={shape}
        className={skeleton({ shape })}
        style={{ inlineSize: size, blockSize: blockSize ?? size }}
      />
    );
  }
  if (shape === 'rect' || lines <= 1) {
    return (
      <span
        aria-hidden="true"
        data-shape={shape}
        className={skeleton({ shape })}
        style={{ inlineSize: inlineSize ?? '100%', blockSize }}
      />
    );
  }
  return (
    <span aria-hidden="true" className={linesClass} style={{ inlineSize: inlineSize ?? '100%' }}>
      {Array.from({ length: lines }, (_, line) => (
        <span
          key={line}
          data-shape={shape}
          className={skeleton({ shape })}
          style={{ inlineSize: line === lines - 1 ? '60%' : '100%', blockSize }}
        />
      ))}
    </span>
  );
}
