import type { ListColumn } from '@rewards/contract/lists';
import type { DataColumn } from './data-table';

/** How a screen shows one of its list's declared columns. */
export type ColumnView<Row> = Omit<DataColumn<Row>, 'id' | 'header' | 'sortable' | 'csvValue'>;

/**
 * The table's columns from the list's declaration (`@rewards/contract/lists`): header,
 * sortability and CSV value come from there, the cell from the screen. A declared column the
 * screen does not show is exported only (e.g. a transaction id). `order`: column ids the
 * screen shows in another order than the declaration's (the CSV's) ones, in that order.
 */
export function listColumns<Row>(
  declared: readonly ListColumn<Row>[],
  views: Readonly<Partial<Record<string, ColumnView<Row>>>>,
  order?: readonly string[],
): DataColumn<Row>[] {
  const byOrder = order
    ? order.flatMap((id) => declared.filter((column) => column.id === id))
    : declared;
  return byOrder.flatMap((column) => {
    const view = views[column.id];
    if (!view) return [];
    return [
      {
        ...view,
        id: column.id,
        header: column.header,
        sortable: column.sortKey !== undefined,
        csvValue: column.csv,
      },
    ];
  });
}
