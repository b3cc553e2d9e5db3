import { useState } from 'react';
import { useLiveRows } from '@rewards/shared';
import {
  CsvExportButton,
  DataTable,
  NewRowsNotice,
  ShowingLine,
  type DataColumn,
} from '@rewards/shared/table';
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

/**
 * A payments list below its filters: the 'Showing X of Y' line, CSV export and the table.
 * Rows arriving live appear highlighted, or behind a "N new" notice while the admin is
 * scrolled down or filtering (`useLiveRows`).
 */
export function FilteredTable<Row extends { id: number }>(props: FilteredTableProps<Row>) {
  const [scrolled, setScrolled] = useState(false);
  const live = useLiveRows(props.rows, scrolled || props.filterActive);
  const rows = props.rows.filter(live.isShown);
  const shown = props.shown.filter(live.isShown);
  return (
    <>
      <Flex justify="space-between" align="center" gap="3" minH="8">
        <ShowingLine
          shown={shown.length}
          total={rows.length}
          noun={props.noun}
          active={props.filterActive}
        />
        <Flex flex="1" justify="flex-end" gap="3" align="center">
          <NewRowsNotice count={live.newCount} noun={props.noun} onShow={live.showNew} />
          <CsvExportButton fileName={props.csvFileName} rows={shown} columns={props.columns} />
        </Flex>
      </Flex>
      <DataTable
        rows={shown}
        columns={props.columns}
        getRowId={(row) => row.id}
        emptyText={props.emptyText}
        caption={props.caption}
        isFresh={live.isFresh}
        onScrolledChange={setScrolled}
      />
    </>
  );
}
