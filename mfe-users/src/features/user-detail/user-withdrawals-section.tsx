import { type ComponentType, useCallback } from 'react';
import type { Withdrawal } from '@rewards/contract';
import { WITHDRAWAL_LIST } from '@rewards/contract/lists';
import { PARTS } from '@rewards/contract/routes';
import { DATA_SETS } from '@rewards/shared';
import { useQueryClient } from '@rewards/shared/query';
import type { DataColumn, UserListPartProps } from '@rewards/shared/table';
import { ErrorState, LoadingState } from '@rewards/shared/ui';
import { PartBoundary } from './part-boundary';
import { SectionFrame } from './section-frame';
import { useRemotePart } from './use-remote-part';
import { userDetailKeys } from './user-detail-api';
import { type SectionSpec, UserListSection } from './user-list-section';

const TITLE = 'Withdrawals';
export const PAYMENTS_UNAVAILABLE =
  'The payments screens could not be loaded right now. The rest of this page still works.';

const SPEC: Omit<SectionSpec<Withdrawal>, 'columns'> = {
  title: TITLE,
  list: WITHDRAWAL_LIST,
  dataSet: DATA_SETS.withdrawals,
  createdEvent: 'withdrawal.created',
  noun: 'withdrawals',
};

type Part = ComponentType<UserListPartProps<Withdrawal>>;

function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <SectionFrame title={TITLE} path={WITHDRAWAL_LIST.path}>
      <ErrorState
        title="Could not load withdrawals"
        description={PAYMENTS_UNAVAILABLE}
        onRetry={onRetry}
      />
    </SectionFrame>
  );
}

/**
 * The user's withdrawals with the Withdrawal screen's decisions: mfe-payments' part
 * (`PARTS.userWithdrawals`, decision 041) supplies the columns and dialogs, this page the list
 * filtered by the user. Payments down or the part crashing: this section offers Retry.
 */
export function UserWithdrawalsSection({ userId }: { userId: number }) {
  const part = useRemotePart<Part>(PARTS.userWithdrawals);
  const client = useQueryClient();
  // A decision is audited; this tab skips its own live event (decision 037).
  const onRowChanged = useCallback(
    () => void client.invalidateQueries({ queryKey: userDetailKeys.audit(userId) }),
    [client, userId],
  );
  const renderList = useCallback(
    (columns: readonly DataColumn<Withdrawal>[]) => (
      <UserListSection section={{ ...SPEC, columns }} userId={userId} />
    ),
    [userId],
  );
  if (part.state === 'loading')
    return (
      <SectionFrame title={TITLE} path={WITHDRAWAL_LIST.path}>
        <LoadingState label="Loading withdrawals..." />
      </SectionFrame>
    );
  if (part.state === 'failed') return <Unavailable onRetry={part.retry} />;
  const { Part: WithdrawalsPart } = part;
  return (
    <PartBoundary key={part.attempt} fallback={<Unavailable onRetry={part.retry} />}>
      <WithdrawalsPart userId={userId} renderList={renderList} onRowChanged={onRowChanged} />
    </PartBoundary>
  );
}
