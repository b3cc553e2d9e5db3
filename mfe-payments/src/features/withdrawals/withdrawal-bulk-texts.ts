import type { BulkPreview } from '@rewards/contract';
import { BULK_REFUSAL_LABELS, type BulkRefusalReason } from '@rewards/contract/limits';
import { countNoun, formatRupees } from '@rewards/shared';

// What a bulk decision's confirm says (the admin review): what will happen to the rows, from the
// server's preview by the single decision's rules, before anything happens.

const NOUN = 'withdrawals';

/** '4 already decided, 1 needs a second approver' */
function skippedText(skipped: BulkPreview['skipped']): string {
  return Object.entries(skipped)
    .map(
      ([reason, n]) =>
        `${n.toLocaleString('en-IN')} ${BULK_REFUSAL_LABELS[reason as BulkRefusalReason] ?? reason}`,
    )
    .join(', ');
}

const skippedCount = (preview: BulkPreview) =>
  Object.values(preview.skipped).reduce((sum, n) => sum + n, 0);

/** The sentence on skipped rows, or nothing. */
function skippedSentence(preview: BulkPreview): string[] {
  const skipped = skippedCount(preview);
  return skipped === 0
    ? []
    : [`${countNoun(skipped, NOUN)} will be skipped: ${skippedText(preview.skipped)}.`];
}

/** 'Approve 6 withdrawals? 1 will be completed, paying out ₹1,200.00. 1 will get a first approval ...' */
export function approveQuestion(count: number, preview: BulkPreview): string {
  const lines = [`Approve ${countNoun(count, NOUN)}?`];
  lines.push(
    preview.complete > 0
      ? `${preview.complete.toLocaleString('en-IN')} will be completed, paying out ${formatRupees(preview.payout)}.`
      : 'None will be completed; nothing is paid out.',
  );
  if (preview.firstApproval > 0)
    lines.push(
      `${preview.firstApproval.toLocaleString('en-IN')} will get a first approval; a second admin must approve ${preview.firstApproval === 1 ? 'it' : 'them'} to pay out.`,
    );
  return [...lines, ...skippedSentence(preview)].join(' ');
}

/** 'Reject 2 withdrawals? 2 will be rejected. 4 withdrawals will be skipped: 4 already decided.' */
export function rejectQuestion(count: number, preview: BulkPreview): string {
  return [
    `Reject ${countNoun(count, NOUN)}?`,
    `${preview.reject.toLocaleString('en-IN')} will be rejected.`,
    ...skippedSentence(preview),
  ].join(' ');
}
