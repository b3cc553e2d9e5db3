/** The data table (federated singleton `@rewards/shared/table`), kept out of `ui` so public pages never load it. */
export { DataTable, type DataColumn } from './data-table';
export { toCsv, downloadCsv } from './csv';
