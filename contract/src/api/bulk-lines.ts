// The lines of a bulk action's NDJSON answer (decision 030). Dependency-free: the screens
// read these types and labels at run time.

export type BulkRefusalReason =
  | 'already_decided'
  | 'needs_second_approver'
  | 'not_permitted'
  | 'changed_meanwhile'
  | 'not_found'
  | 'left_filter'
  | 'conflict';

export const BULK_REFUSAL_LABELS: Readonly<Record<BulkRefusalReason, string>> = {
  already_decided: 'already decided',
  needs_second_approver: 'needs a second approver',
  not_permitted: 'not permitted',
  changed_meanwhile: 'changed meanwhile',
  not_found: 'no longer exists',
  left_filter: 'no longer matches the filter',
  conflict: 'refused',
};

export interface BulkSummary {
  kind: 'summary';
  total: number;
  /** Rows acted on (a large withdrawal's first approval included). */
  done: number;
  refused: number;
  /** Approvals recorded as the first of two (the row stays pending for a second admin). */
  awaitingSecond: number;
  /** True when a row failed for a reason other than a refusal and the batch stopped. */
  stopped: boolean;
}

export type BulkLine =
  | { kind: 'start'; total: number }
  /** Counts so far; the done rows are the named ones less the refused (no id lists: a
   * filter's 10,000 ids would cost 70 KB on the wire). */
  | { kind: 'progress'; processed: number; total: number; done: number; refused: number }
  | { kind: 'refused'; id: number; reason: BulkRefusalReason; message: string }
  | BulkSummary;
