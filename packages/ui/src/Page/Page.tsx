import type { ReactNode } from 'react';
import {
  actions as actionsClass,
  content,
  description as descriptionClass,
  header,
  heading,
  page,
  title as titleClass,
} from './Page.css';
import type { pageWidths } from './pageVariants';

/** Props of Page. */
export interface PageProps {
  /** The page title, rendered as the page's one `h1`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /**
   * The back control before the title: a LinkButton or IconButton to the parent page, named in
   * the UI's language ("Back to links").
   */
  back?: ReactNode;
  /** Page actions at the inline end of the header (Create link, Save). */
  actions?: ReactNode;
  /**
   * The route's maximum content width: `full` (default) fills the content area; the numbers are
   * the token page widths in px (500, 750, 900, 1000, 1100, 1200, 1230, 1500).
   */
  width?: (typeof pageWidths)[number];
  /** The content. */
  children: ReactNode;
}

/**
 * A dashboard page inside the AppShell's main area: a header with an optional back control, the
 * title as the page's `h1`, a description and actions, then the content, centred in the route's
 * maximum width.
 */
export function Page({ title, description, back, actions, width, children }: PageProps) {
  return (
    <div className={page({ width })}>
      <header className={header}>
        {back}
        <div className={heading}>
          <h1 className={titleClass}>{title}</h1>
          {description != null ? <p className={descriptionClass}>{description}</p> : null}
        </div>
        {actions != null ? <div className={actionsClass}>{actions}</div> : null}
      </header>
      <div className={content}>{children}</div>
    </div>
  );
}
