import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStrings } from '../intl';
import { splash, video as videoClass } from './Splash.css';

/** The longest the splash shows, in ms, when the video has not ended before. */
export const splashMaxMs = 2000;
/** How long the splash takes to fade out, in ms (the fade token). */
export const splashFadeMs = 500;
/** The intro video's playback speed. */
export const splashPlaybackRate = 1.5;

/** Props of Splash. */
export interface SplashProps {
  /** The intro video (muted, played at 1.5×); without one, `children` show for 2000 ms. */
  videoSrc?: string;
  /** What shows when there is no video: the logo. */
  children?: ReactNode;
  /**
   * Whether what the splash covers has started. Without a video the splash fades out as soon as
   * it has (2000 ms at the latest): it is there to cover the start, not to hold the user back.
   */
  ready?: boolean;
  /** Called once the splash has faded out; unmount it then, or leave it: it renders nothing. */
  onDone?: () => void;
  /** Names the splash for assistive technology: "Loading" by default, in the UI's language. */
  'aria-label'?: string;
}

/**
 * The app-start splash: a full-screen cover with the intro video played at 1.5× speed. It fades
 * out (500 ms) when the video ends or after 2000 ms, whichever comes first — without a video, as
 * soon as it is `ready` — then calls `onDone`. For users who ask for reduced motion the video does
 * not play; the cover shows its poster or `children` and goes away without a fade.
 */
export function Splash({
  videoSrc,
  children,
  ready = false,
  onDone,
  'aria-label': ariaLabel,
}: SplashProps) {
  const strings = useStrings();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<'showing' | 'leaving' | 'done'>('showing');
  const [reduceMotion] = useState(
    () =>
      typeof window !== 'undefined' &&
      (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false),
  );
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const leavesNow = ready && videoSrc == null;
  useEffect(() => {
    if (phase !== 'showing') return undefined;
    const timer = setTimeout(() => setPhase('leaving'), leavesNow ? 0 : splashMaxMs);
    return () => clearTimeout(timer);
  }, [phase, leavesNow]);

  useEffect(() => {
    if (phase !== 'leaving') return undefined;
    const timer = setTimeout(
      () => {
        setPhase('done');
        onDoneRef.current?.();
      },
      reduceMotion ? 0 : splashFadeMs,
    );
    return () => clearTimeout(timer);
  }, [phase, reduceMotion]);

  useEffect(() => {
    const element = videoRef.current;
    if (element == null) return;
    element.playbackRate = splashPlaybackRate;
    if (!reduceMotion) {
      element.play()?.catch(() => {
        // Autoplay refused: the cover stays until the 2000 ms limit.
      });
    }
  }, [reduceMotion]);

  if (phase === 'done') return null;

  return (
    <div
      role="status"
      aria-label={ariaLabel ?? strings.format('splash.loading')}
      aria-busy="true"
      className={splash}
      data-leaving={phase === 'leaving' || undefined}
    >
      {videoSrc != null ? (
        <video
          ref={videoRef}
          className={videoClass}
          src={videoSrc}
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onEnded={() => setPhase((current) => (current === 'showing' ? 'leaving' : current))}
        />
      ) : null}
      {videoSrc == null ? children : null}
    </div>
  );
}
