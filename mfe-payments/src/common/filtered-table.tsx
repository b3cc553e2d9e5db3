import { CsvExportButton, DataTable, ShowingLine, type DataColumn } from '@rewards/shared/table';
import { Flex } from '@rewards/shared/ui';

interface FilteredTableProps<Row extends { id: number }> {
  /** Every loaded row, and the rows the filters let through (what the table and CSV show). */
  rows: readonly Row[];
  shown: readonly Row[];
  filterActive: boolean;
  columns: readonly DataColumn<Row>[];
  /** 'transactions' in 'Showing X of Y transactions'. */
  noun: string;
  csvFileName: string;
  emptyText: string;
  caption: string;
}

/** A payments list below its filters: the 'Showing X of Y' line, CSV export and the table. */
export function FilteredTable<Row extends { id: number }>(props: FilteredTableProps<Row>) {
  return (
    <>
      <Flex justify="space-between" align="center" gap="3" minH="8">
        <ShowingLine
          shown={props.shown.length}
          total={props.rows.length}
          noun={props.noun}
          active={props.filterActive}
        />
        <Flex flex="1" justify="flex-end">
          <CsvExportButton
            fileName={props.csvFileName}
            rows={props.shown}
            columns={props.columns}
          />
        </Flex>
      </Flex>
      <DataTable
        rows={props.shown}
        columns={props.columns}
        getRowId={(row) => row.id}
        emptyText={props.emptyText}
        caption={props.caption}
      />
    </>
  );
}
