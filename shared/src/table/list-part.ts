import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';

/**
 * The props of a remote's part that acts on one user's rows of a list it owns (decision 041):
 * the page frames the list (heading, rows filtered by the user, paging, live 'N new'), the
 * part hands it the columns, its row actions included, and renders its own dialogs beside.
 */
export interface UserListPartProps<Row> {
  userId: number;
  renderList: (columns: readonly DataColumn<Row>[]) => ReactNode;
  /**
   * After the part changed a row and patched it into the lists: the page reads again what its
   * own change does not tell it live (decision 037), e.g. the user's audit trail.
   */
  onRowChanged?: () => void;
}
