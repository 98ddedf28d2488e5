import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import {
  action as actionClass,
  description as descriptionClass,
  emptyState,
  illustration,
  title as titleClass,
} from './EmptyState.css';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** What is empty, as a heading ("No links yet"). */
  title: ReactNode;
  /** What to do about it, one or two sentences ("Create your first Instant to start selling."). */
  description?: ReactNode;
  /** The way out, usually one primary Button or LinkButton ("Create link"). */
  action?: ReactNode;
  /** A decorative icon or illustration above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** The heading level of the title, to fit the page's outline: 2 (default) to 4. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list, table or page shows when it has nothing to show: a title, a hint and an action. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <div className={emptyState}>
      {icon != null ? (
        <div className={illustration} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading level={headingLevel} className={titleClass}>
        {title}
      </Heading>
      {description != null ? <p className={descriptionClass}>{description}</p> : null}
      {action != null ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
