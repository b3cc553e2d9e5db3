import { BULK_REFUSAL_LABELS } from '@rewards/contract/limits';
import type { BulkState } from '@rewards/shared/query';
import { Alert, Box, Button, Flex, Text } from '@rewards/shared/ui';
import { UploadProgress } from '@rewards/shared/ui-forms';

const count = (n: number) => n.toLocaleString('en-IN');

interface BulkResultProps {
  state: BulkState;
  /** The past tense of the action, 'rejected' in '10 rejected, 2 refused: already decided'. */
  doneVerb: string;
  /** The -ing form for the progress bar: 'Rejecting'. */
  runningVerb: string;
  onCancel: () => void;
  onClose: () => void;
}

/**
 * '10 rejected, 2 refused: already decided', '1 completed, 1 first approval recorded' (the
 * refusals counted by reason).
 */
export function bulkSummaryText(state: BulkState, doneVerb: string): string {
  // A first approval is not the action done (nothing was paid out): counted on its own.
  const parts = [`${count(state.done - state.awaitingSecond)} ${doneVerb}`];
  if (state.awaitingSecond > 0)
    parts.push(
      `${count(state.awaitingSecond)} first ${state.awaitingSecond === 1 ? 'approval' : 'approvals'} recorded`,
    );
  const byReason = new Map<string, number>();
  for (const { reason } of state.refused)
    byReason.set(BULK_REFUSAL_LABELS[reason], (byReason.get(BULK_REFUSAL_LABELS[reason]) ?? 0) + 1);
  for (const [label, n] of byReason) parts.push(`${count(n)} refused: ${label}`);
  if (state.cancelled)
    parts.push(`cancelled after ${count(state.processed)} of ${count(state.total)}`);
  return parts.join(', ');
}

/**
 * A bulk action's progress (bar and Cancel, between rows on the server), then its summary and
 * the refused rows with their reasons.
 */
export function BulkResult({ state, doneVerb, runningVerb, onCancel, onClose }: BulkResultProps) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'running') {
    const percent = state.total === 0 ? 0 : Math.floor((state.processed / state.total) * 100);
    return (
      <UploadProgress
        percent={percent}
        onCancel={onCancel}
        label={`${runningVerb} ${count(state.processed)} of ${count(state.total)}`}
        cancelLabel="Cancel"
      />
    );
  }
  const failed = state.error !== null && state.total === 0;
  return (
    <Alert.Root
      status={failed || state.error ? 'error' : state.refused.length ? 'warning' : 'success'}
    >
      <Alert.Content>
        <Alert.Title role="status">
          {failed ? state.error : bulkSummaryText(state, doneVerb)}
        </Alert.Title>
        {!failed && state.error && <Alert.Description>{state.error}</Alert.Description>}
        {state.refused.length > 0 && (
          <Box as="ul" aria-label="Refused rows" maxH="40" overflowY="auto" fontSize="sm" mt="1">
            {state.refused.map((row) => (
              <li key={row.id}>
                <Text as="span" fontWeight="medium">{`#${row.id}`}</Text> {row.message}
              </li>
            ))}
          </Box>
        )}
      </Alert.Content>
      <Flex align="start">
        <Button size="xs" variant="ghost" onClick={onClose}>
          Dismiss
        </Button>
      </Flex>
    </Alert.Root>
  );
}
