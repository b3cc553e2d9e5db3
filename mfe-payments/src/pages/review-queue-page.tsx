import { useState } from 'react';
import { userPath } from '@rewards/contract/routes';
import { useNavigate } from '@rewards/shared/router';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { KeysHelp } from '../features/review/keys-help';
import { RejectDialog } from '../features/review/reject-dialog';
import { ReviewFilterBar } from '../features/review/review-filter-bar';
import { ReviewList } from '../features/review/review-list';
import { ReviewPanel } from '../features/review/review-panel';
import { useReviewKeys } from '../features/review/use-review-keys';
import { useReviewScreen } from '../features/review/use-review-screen';

/** /review, exposed as `mfe_payments/ReviewQueuePage` (default export: federation boundary). */
export default function ReviewQueuePage() {
  const screen = useReviewScreen();
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const { queue, selected } = screen;
  useReviewKeys(
    {
      next: () => screen.move(1),
      previous: () => screen.move(-1),
      approve: screen.approve,
      reject: screen.reject,
      skip: screen.skip,
      openUser: () => selected && navigate(userPath(selected.user_id)),
      help: () => setHelp(true),
    },
    queue.status === 'ready',
  );
  const others = [
    queue.waitingForOthers > 0 && `${queue.waitingForOthers} wait for another admin`,
    queue.claimedByOthers > 0 && `${queue.claimedByOthers} being reviewed by others`,
  ].filter(Boolean);

  return (
    <Stack gap="5">
      <PageHeader
        title="Review Queue"
        description={
          queue.count === null
            ? 'Every pending money decision, oldest first.'
            : `${queue.count >= 1000 ? '1000+' : queue.count} waiting for you${others.length ? ` · ${others.join(' · ')}` : ''}`
        }
        actions={
          <Button size="sm" variant="outline" onClick={() => setHelp(true)}>
            Keys (?)
          </Button>
        }
      />
      <ReviewFilterBar value={screen.filters} onChange={screen.setFilters} />
      {queue.status === 'loading' && <LoadingState label="Loading the review queue..." />}
      {queue.status === 'error' && (
        <ErrorState title="Could not load the review queue" onRetry={queue.reload} />
      )}
      {queue.status === 'ready' && !selected && (
        <EmptyState
          title="Nothing waits for your decision"
          description={others.join(' · ') || undefined}
        />
      )}
      {queue.status === 'ready' && selected && (
        <Flex gap="5" direction={{ base: 'column', lg: 'row' }} align="start">
          <Box width={{ base: 'full', lg: '22rem' }} flexShrink={0} maxH="70vh" overflowY="auto">
            <ReviewList items={queue.items} selected={selected} onSelect={screen.select} />
          </Box>
          <Box flex="1" minW="0">
            <ReviewPanel
              item={selected}
              context={screen.context.data}
              status={screen.context.status}
              onRetry={screen.context.retry}
              claim={screen.claim}
              deciding={screen.deciding}
              onApprove={screen.approve}
              onReject={screen.reject}
              onSkip={screen.skip}
            />
          </Box>
        </Flex>
      )}
      <Text fontSize="xs" color="fg.muted">
        J/K or arrows move, A approves, R rejects, S skips, U opens the user, ? lists the keys.
      </Text>
      <RejectDialog
        item={screen.rejecting}
        onCancel={screen.closeReject}
        onReject={screen.confirmReject}
      />
      <KeysHelp open={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
