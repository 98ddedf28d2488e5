import { useId, type ReactNode } from 'react';
import { actions as actionsClass, card, header, title as titleClass } from './Card.css';
import type { cardPaddings } from './cardVariants';

/** Props of Card. */
export interface CardProps {
  /** The content. */
  children: ReactNode;
  /** A visible title, rendered as a heading; it names the card's region. */
  title?: ReactNode;
  /** The heading level of the title: 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the inline end of the title row ("See all", a MoreMenu). */
  actions?: ReactNode;
  /** The inner spacing: none, md (16 px, default) or lg (24 px). */
  padding?: (typeof cardPaddings)[number];
  /** Names the card's region when it has no `title`. */
  'aria-label'?: string;
  /** An id for the outer element, e.g. for a link to it. */
  id?: string;
}

/**
 * A raised panel grouping related content: a stat, a list of recent links, a form section. With a
 * `title` (or `aria-label`) it is a named region, so screen-reader users can jump to it; without
 * one it is a plain container.
 */
export function Card({
  children,
  title,
  headingLevel = 2,
  actions,
  padding,
  'aria-label': ariaLabel,
  id,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const named = title != null || ariaLabel != null;
  const Element = named ? 'section' : 'div';
  return (
    <Element
      id={id}
      className={card({ padding })}
      aria-labelledby={title != null ? titleId : undefined}
      aria-label={title == null ? ariaLabel : undefined}
    >
      {title != null || actions != null ? (
        <div className={header}>
          {title != null ? (
            <Heading id={titleId} className={titleClass}>
              {title}
            </Heading>
          ) : null}
          {actions != null ? <div className={actionsClass}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
