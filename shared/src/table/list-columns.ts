import type { ListColumn } from '@rewards/contract/lists';
import type { DataColumn } from './data-table';

/** How a screen shows one of its list's declared columns. */
export type ColumnView<Row> = Omit<DataColumn<Row>, 'id' | 'header' | 'sortable' | 'csvValue'>;

/** A declared column the screen does not show: exported in the CSV only (decision 065). */
export const EXPORT_ONLY = 'export-only';

/**
 * The table's columns from the list's declaration (`@rewards/contract/lists`): header,
 * sortability and CSV value come from there, the cell from the screen. Every declared column
 * needs its cell or `EXPORT_ONLY` (a transaction id, the audit log's raw values), so a column
 * added to the declaration fails typecheck until the screen decides. `order`: column ids the
 * screen shows in another order than the declaration's (the CSV's) ones, in that order.
 */
export function listColumns<Row, Id extends string>(
  declared: readonly ListColumn<Row, Id>[],
  views: { readonly [K in Id]: ColumnView<Row> | typeof EXPORT_ONLY },
  order?: readonly Id[],
): DataColumn<Row>[] {
  const byOrder = order
    ? order.flatMap((id) => declared.filter((column) => column.id === id))
    : declared;
  return byOrder.flatMap((column) => {
    const view = views[column.id];
    if (view === undefined || view === EXPORT_ONLY) return [];
    return [
      {
        ...(view as ColumnView<Row>),
        id: column.id,
        header: column.header,
        sortable: column.sortKey !== undefined,
        csvValue: column.csv,
      },
    ];
  });
}

/**
 * Some of a list's columns on another screen (a user page's section of that user's rows): only
 * the columns given are shown, the rest left out without a mark.
 */
export const someListColumns = <Row, Id extends string>(
  declared: readonly ListColumn<Row, Id>[],
  views: { readonly [K in Id]?: ColumnView<Row> },
): DataColumn<Row>[] => listColumns(declared, views as Record<Id, ColumnView<Row>>);
