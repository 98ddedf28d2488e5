import { tableFetchSize } from '@shoppable/domain';
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  useLocale,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useStrings } from '../intl';
import { collator } from '../intl/formatters';
import { Spinner } from '../Spinner';
import {
  cell as cellClass,
  chevron,
  column as columnClass,
  columnContent,
  errorText,
  header,
  pager,
  pageStatus,
  phoneRowHeightVar,
  root,
  row as rowClass,
  rowHeightVar,
  scroller,
  sortIcon,
  state,
  stateContent,
  table as tableClass,
  visibleRowsVar,
} from './DataTable.css';

/** One column of a DataTable. */
export interface DataTableColumn<T extends object> {
  /** A unique key; also the column named in `onSortChange` and `defaultSortDescriptor`. */
  id: string;
  /** The header text, which names the column's cells. */
  header: string;
  /** The row's value in this column: what sorting compares, and what shows without `cell`. */
  value: (row: T) => string | number;
  /** Renders the cell (a Tag, a formatted price, a thumbnail); the value as text by default. */
  cell?: (row: T) => ReactNode;
  /** Whether the header sorts the rows, ascending then descending (default true). */
  allowsSorting?: boolean;
  /** Whether this column names its row for screen readers; the first column by default. */
  isRowHeader?: boolean;
  /** The alignment of header and cells: start (default) or end (numbers). */
  align?: 'start' | 'end';
  /** A fixed width: px (`120`), a percentage (`'30%'`) or a share of the rest (`'2fr'`). */
  width?: number | `${number}%` | `${number}fr`;
}

/** What a DataTable asks its host to fetch: `count` rows from `skip`. */
export interface DataTableLoadRequest {
  /** How many rows are already loaded (the server's `skip`). */
  skip: number;
  /** How many rows to fetch: twice the page size. */
  count: number;
}

/** Props of DataTable. */
export interface DataTableProps<T extends object> {
  /** The table's accessible name ("Recent orders"). Required unless `aria-labelledby` is set. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The columns, in reading order. */
  columns: readonly DataTableColumn<T>[];
  /**
   * Every row loaded so far, in server order (keep the array stable between renders). The table
   * sorts them and shows one page at a time.
   */
  rows: readonly T[];
  /** A stable, unique key per row (an order id). */
  getRowId: (row: T) => string;
  /** Rows per page (default 5). */
  pageSize?: number;
  /** How many rows show before the body scrolls (default: the page size). */
  visibleRows?: number;
  /** The height of a row in px (default 48). */
  rowHeight?: number;
  /** The height of a row in px below the phone breakpoint (1000 px); `rowHeight` by default. */
  phoneRowHeight?: number;
  /**
   * Whether the server has rows beyond `rows`. While true the next page is always reachable, and
   * a page that needs rows not yet loaded asks `onLoadMore` for them.
   */
  hasMore?: boolean;
  /**
   * Called for more rows: `{ skip: rows.length, count: 2 × pageSize }`, when the shown page needs
   * rows not loaded yet (on the first render too, when `rows` is empty and `hasMore`), and when
   * the user retries after an error. The host fetches, then appends to `rows`.
   */
  onLoadMore?: (request: DataTableLoadRequest) => void;
  /** Whether rows are being fetched: a page without rows shows a spinner instead of empty. */
  isLoading?: boolean;
  /**
   * Set when the last fetch failed: the page shows this message (`true`: a default one) instead of a
   * spinner, and a Try again button asks `onLoadMore` again.
   */
  error?: ReactNode;
  /** What the table shows when it has no rows at all ("No orders in this period"). */
  emptyMessage?: ReactNode;
  /** The sort applied at first (react-aria's descriptor); server order when missing. */
  defaultSortDescriptor?: SortDescriptor;
  /** Called when the user sorts by a column. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Makes rows actionable (Enter or a press opens the order): called with the row. */
  onRowAction?: (row: T) => void;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** A custom property's name from vanilla-extract's `var(--name)`. */
const propertyOf = (cssVar: string) => cssVar.slice(4, -1);

const toSorting = (descriptor: SortDescriptor | undefined): SortingState =>
  descriptor == null
    ? []
    : [{ id: String(descriptor.column), desc: descriptor.direction === 'descending' }];

/**
 * A paged, sortable table: TanStack Table's model (client sorting of the loaded rows, pages of
 * `pageSize`) rendered as a react-aria Table (grid keyboard navigation, sortable column headers
 * that Enter or a press toggles ascending/descending, announced sort state). Rows are fetched in
 * chunks of twice the page size through `onLoadMore` as the user pages forward. It keeps a fixed
 * row height and scrolls past `visibleRows`; it shows a spinner while a page is loading, the
 * error with Try again when a fetch failed, and the empty message when there is nothing.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId,
  pageSize = 5,
  visibleRows = pageSize,
  rowHeight = 48,
  phoneRowHeight = rowHeight,
  hasMore = false,
  onLoadMore,
  isLoading = false,
  error,
  emptyMessage,
  defaultSortDescriptor,
  onSortChange,
  onRowAction,
  ...labelling
}: DataTableProps<T>) {
  const strings = useStrings();
  const { locale } = useLocale();
  const [sorting, setSorting] = useState<SortingState>(() => toSorting(defaultSortDescriptor));
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });

  const modelColumns = useMemo(() => {
    const compare = collator(locale, { numeric: true, sensitivity: 'base' }).compare;
    return columns.map((column): ColumnDef<typeof features, T> => ({
      id: column.id,
      header: column.header,
      accessorFn: column.value,
      enableSorting: column.allowsSorting ?? true,
      sortFn: (a, b, id) => {
        const x = a.getValue<string | number>(id);
        const y = b.getValue<string | number>(id);
        return typeof x === 'number' && typeof y === 'number'
          ? x - y
          : compare(String(x), String(y));
      },
      cell: (context) =>
        column.cell ? column.cell(context.row.original) : String(context.getValue()),
    }));
  }, [columns, locale]);

  const table = useTable({
    features,
    columns: modelColumns,
    data: rows as T[],
    getRowId: (row: T) => getRowId(row),
    state: { sorting, pagination: { ...pagination, pageSize } },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
  });

  const { pageIndex } = pagination;
  const pageRows = table.getRowModel().rows;
  const rowsNeeded = (pageIndex + 1) * pageSize;
  const needsRows = hasMore && rows.length < rowsNeeded;
  const request = useMemo(
    () => ({ skip: rows.length, count: tableFetchSize(pageSize) }),
    [rows.length, pageSize],
  );

  // Ask once per missing chunk; a new chunk, a retry or a fixed error asks again.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!needsRows || isLoading || error != null || asked.current === request.skip) return;
    asked.current = request.skip;
    onLoadMore?.(request);
  }, [needsRows, isLoading, error, request, onLoadMore]);

  const retry = () => {
    asked.current = request.skip;
    onLoadMore?.(request);
  };

  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const canNext = rows.length > rowsNeeded || hasMore;
  const status = hasMore
    ? strings.format('dataTable.page', { page: pageIndex + 1 })
    : strings.format('dataTable.pageOf', { page: pageIndex + 1, pages: pageCount });
  const first = sorting[0];
  const sortDescriptor: SortDescriptor | undefined =
    first != null
      ? { column: first.id, direction: first.desc ? 'descending' : 'ascending' }
      : undefined;
  const sizes = {
    [propertyOf(rowHeightVar)]: `${rowHeight}px`,
    [propertyOf(phoneRowHeightVar)]: `${phoneRowHeight}px`,
    [propertyOf(visibleRowsVar)]: String(visibleRows),
  } as CSSProperties;
  const showsPager = rows.length > pageSize || hasMore || pageIndex > 0;
  const byId = new Map(columns.map((column, index) => [column.id, { column, index }]));
  const hasRowHeader = columns.some((column) => column.isRowHeader);

  return (
    <div className={root} style={sizes}>
      <div className={scroller}>
        <Table
          {...labelling}
          className={tableClass}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            setSorting(toSorting(descriptor));
            setPagination((current) => ({ ...current, pageIndex: 0 }));
            onSortChange?.(descriptor);
          }}
          onRowAction={
            onRowAction
              ? (key) => {
                  const target = rows.find((item) => getRowId(item) === key);
                  if (target !== undefined) onRowAction(target);
                }
              : undefined
          }
        >
          <TableHeader className={header}>
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={hasRowHeader ? column.isRowHeader === true : index === 0}
                allowsSorting={column.allowsSorting ?? true}
                width={column.width}
                className={columnClass({ align: column.align })}
              >
                <span className={columnContent}>
                  {column.header}
                  {(column.allowsSorting ?? true) ? (
                    <svg
                      className={sortIcon}
                      viewBox="0 0 12 12"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      aria-hidden="true"
                    >
                      <path d="M6 10V2M2.5 5.5L6 2l3.5 3.5" />
                    </svg>
                  ) : null}
                </span>
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={pageRows}
            dependencies={[modelColumns]}
            renderEmptyState={() => (
              <div className={`${state} ${stateContent}`}>
                {error != null ? (
                  <p role="alert" className={errorText}>
                    {error === true ? strings.format('dataTable.error') : error}
                  </p>
                ) : isLoading || needsRows ? (
                  <Spinner aria-label={strings.format('dataTable.loading')} />
                ) : (
                  (emptyMessage ?? strings.format('dataTable.empty'))
                )}
              </div>
            )}
          >
            {(row) => (
              <Row id={row.id} className={rowClass}>
                {row.getAllCells().map((modelCell) => (
                  <Cell
                    key={modelCell.id}
                    className={cellClass({ align: byId.get(modelCell.column.id)?.column.align })}
                  >
                    <table.FlexRender cell={modelCell} />
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {showsPager || error != null ? (
        <nav
          className={pager}
          aria-label={
            labelling['aria-label'] != null
              ? strings.format('dataTable.paginationOf', { name: labelling['aria-label'] })
              : strings.format('dataTable.pagination')
          }
        >
          {error != null && onLoadMore ? (
            <Button variant="secondary" size="sm" onPress={retry}>
              {strings.format('dataTable.retry')}
            </Button>
          ) : null}
          {showsPager ? (
            <>
              <span className={pageStatus} aria-live="polite">
                {status}
              </span>
              <IconButton
                size="sm"
                aria-label={strings.format('dataTable.previous')}
                isDisabled={pageIndex === 0}
                onPress={() => table.previousPage()}
              >
                <svg className={chevron} viewBox="0 0 16 16" fill="none" stroke="currentColor">
                  <path d="M10 3L5 8l5 5" strokeWidth="1.6" />
                </svg>
              </IconButton>
              <IconButton
                size="sm"
                aria-label={strings.format('dataTable.next')}
                isDisabled={!canNext}
                onPress={() =>
                  setPagination((current) => ({ ...current, pageIndex: pageIndex + 1 }))
                }
              >
                <svg className={chevron} viewBox="0 0 16 16" fill="none" stroke="currentColor">
                  <path d="M6 3l5 5-5 5" strokeWidth="1.6" />
                </svg>
              </IconButton>
            </>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
