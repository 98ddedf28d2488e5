import { Button, Page, Skeleton } from '@shoppable/ui';
import {
  QueryErrorResetBoundary,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { Fragment, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useStrings } from '../intl';
import { EditorLoadContext } from './useEditorFrame';
import * as styles from './EditorFrame.css';

/** Props of EditorLoader. */
export interface EditorLoaderProps<TQueryFnData, TData, TQueryKey extends QueryKey = QueryKey> {
  /**
   * The edited object's query; leave it out to create (the children get `undefined`). An app
   * route that loaded it first (`ensureQueryData` in its loader) renders the editor at once.
   */
  query?: UseSuspenseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
  /** The page title while loading or after a failure ("Edit Instant"). */
  title: string;
  /** Names the skeleton for assistive technology ("Loading the influencer"). */
  loadingLabel: string;
  /** Says the object could not be loaded, next to Try again. */
  loadFailed: string;
  /** The skeleton's shapes; two blocks by default. */
  skeleton?: ReactNode;
  /** Leaves the editor: the Back button of the loading and failed pages. */
  onBack?: () => void;
  /** Called once when the load fails (an editor that logs the failure and leaves). */
  onFailed?: (error: Error) => void;
  /** The editor, with the loaded object (`undefined` when creating). */
  children: (data: TData | undefined) => ReactNode;
}

/**
 * An edited object's query started from what the app already holds (the session's theme or
 * settings): nothing to wait for, a conflict's Reload still asks the server, and the data is
 * dropped with the page so that the next visit starts from the app's copy again.
 */
export function seededQuery<TData, TQueryKey extends QueryKey>(
  query: UseSuspenseQueryOptions<TData, Error, TData, TQueryKey>,
  data: TData,
): UseSuspenseQueryOptions<TData, Error, TData, TQueryKey> {
  return { ...query, initialData: data, staleTime: Infinity, gcTime: 0 };
}

/**
 * Loads the edited object with `useSuspenseQuery` and renders the editor with it: a skeleton while
 * it loads, a message with Try again when the load fails (the query's error boundary). A
 * conflict's Reload (from `useEditorFrame` below) starts the editor over from the query's data,
 * which the conflict had just asked again.
 */
export function EditorLoader<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(props: EditorLoaderProps<TQueryFnData, TData, TQueryKey>) {
  const { query, children } = props;
  if (query === undefined) {
    return <Reloadable query={null}>{() => children(undefined)}</Reloadable>;
  }
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <LoadFailed {...props} error={error as Error} onRetry={resetErrorBoundary} />
          )}
        >
          <Suspense fallback={<Loading {...props} />}>
            <Loaded query={query}>{children}</Loaded>
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function Loaded<TQueryFnData, TData, TQueryKey extends QueryKey>({
  query,
  children,
}: {
  query: UseSuspenseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
  children: (data: TData) => ReactNode;
}) {
  const { data } = useSuspenseQuery(query);
  return <Reloadable query={query}>{() => children(data)}</Reloadable>;
}

/** Gives the editor its reload: a new generation mounts it afresh from the current data. */
function Reloadable({
  query,
  children,
}: {
  query: { queryKey: QueryKey } | null;
  children: () => ReactNode;
}) {
  const [generation, setGeneration] = useState(0);
  return (
    <EditorLoadContext value={{ reload: () => setGeneration((n) => n + 1), query }}>
      <Fragment key={generation}>{children()}</Fragment>
    </EditorLoadContext>
  );
}

type StatePageProps = Pick<
  EditorLoaderProps<unknown, unknown>,
  'title' | 'onBack' | 'loadingLabel' | 'skeleton' | 'loadFailed' | 'onFailed'
>;

/** The page around the skeleton or the failure: the editor's title, and Back when it has one. */
function StatePage({ title, onBack, children }: StatePageProps & { children: ReactNode }) {
  const strings = useStrings();
  const back = onBack ? (
    <Button variant="plain" onPress={onBack}>
      {strings.format('editor.back')}
    </Button>
  ) : undefined;
  return (
    <Page title={title} back={back}>
      {children}
    </Page>
  );
}

function Loading(props: StatePageProps) {
  return (
    <StatePage {...props}>
      <div role="group" aria-busy="true" aria-label={props.loadingLabel} className={styles.form}>
        {props.skeleton ?? (
          <>
            <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
            <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
          </>
        )}
      </div>
    </StatePage>
  );
}

function LoadFailed(props: StatePageProps & { error: Error; onRetry: () => void }) {
  const strings = useStrings();
  const failed = useEffectEvent(() => props.onFailed?.(props.error));
  useEffect(() => failed(), [props.error]);
  return (
    <StatePage {...props}>
      <div className={styles.form}>
        <p role="alert" className={styles.error}>
          {props.loadFailed}
        </p>
        <div>
          <Button variant="secondary" onPress={props.onRetry}>
            {strings.format('retry')}
          </Button>
        </div>
      </div>
    </StatePage>
  );
}
