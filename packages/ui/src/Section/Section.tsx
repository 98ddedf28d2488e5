import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  actions as actionsClass,
  description as descriptionClass,
  header,
  section,
  title as titleClass,
} from './Section.css';

/** How long a section stays highlighted after the location hash pointed at it, in ms. */
export const sectionHighlightMs = 2000;

/** Props of Section. */
export interface SectionProps {
  /**
   * The section's id, also its address: `#analytics` in the URL scrolls to it and highlights it
   * (a settings deep link from the home page's to-do list).
   */
  id: string;
  /** The title, rendered as a heading; it names the section's region. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The heading level of the title: 2 by default. */
  headingLevel?: 2 | 3;
  /** Buttons at the inline end of the title row. */
  actions?: ReactNode;
  /** The content. */
  children: ReactNode;
}

function hashTargets(id: string): boolean {
  const hash = window.location.hash.slice(1);
  if (hash === '') return false;
  try {
    return decodeURIComponent(hash) === id;
  } catch {
    return hash === id;
  }
}

/**
 * A titled, hash-addressable part of a page (the settings page's "UTM parameters"). When the
 * location hash names its `id`, on load or when the hash changes, it scrolls into view, takes
 * focus (so keyboard and screen-reader users land there too) and is highlighted for 2000 ms.
 */
export function Section({
  id,
  title,
  description,
  headingLevel = 2,
  actions,
  children,
}: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const [isHighlighted, setHighlighted] = useState(false);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const element = ref.current;
      if (element == null || !hashTargets(id)) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      element.focus({ preventScroll: true });
      setHighlighted(true);
      clearTimeout(timer);
      timer = setTimeout(() => setHighlighted(false), sectionHighlightMs);
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    window.addEventListener('popstate', reveal);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', reveal);
      window.removeEventListener('popstate', reveal);
    };
  }, [id]);

  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={section}
      data-highlighted={isHighlighted || undefined}
    >
      <div className={header}>
        <div>
          <Heading id={titleId} className={titleClass}>
            {title}
          </Heading>
          {description != null ? <p className={descriptionClass}>{description}</p> : null}
        </div>
        {actions != null ? <div className={actionsClass}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
