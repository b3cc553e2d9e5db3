/** The data table (federated singleton `@rewards/shared/table`), kept out of `ui` so public pages never load it. */
export { DataTable, type DataColumn } from './data-table';
export type { VisibleRange } from './loading-row';
export { CsvExportButton } from './csv-export-button';
export { ShowingLine } from './showing-line';
export { NewRowsNotice } from './new-rows-notice';
export { toCsv, downloadCsv } from './csv';
export { sortRows, nextSort, type SortState, type SortDirection, type SortKey } from './sort-rows';
export { listQueryOf, useListView, type ListView } from './use-list-view';
export {
  useListScreen,
  type ListScreenController,
  type ListScreenDeclaration,
  type ListScreenOptions,
} from './use-list-screen';
export { ListRefreshButton, ListScreen, ListScreenTable } from './list-screen';
export { EXPORT_ONLY, listColumns, someListColumns, type ColumnView } from './list-columns';
export { ServerCsvExport } from './server-csv-export';
export { ServerListTable } from './server-list-table';
export { RowCellsStyle } from './row-cells-style';
export { SavedViews } from './saved-views/saved-views';
export { useSelection, type Selection, type SelectionTarget } from './use-selection';
export { selectionColumn } from './selection-column';
export { SelectionBar } from './selection-bar';
export { BulkResult, bulkSummaryText } from './bulk-result';
export { useSelectionColumns } from './use-selection-columns';
export { BulkActions, type BulkActionSpec } from './bulk-actions';
export type { UserListPartProps } from './list-part';
