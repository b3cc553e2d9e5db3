import type { ReviewContext, ReviewItem } from '@rewards/contract';
import {
  Alert,
  Box,
  Button,
  ErrorState,
  HStack,
  Image,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
} from '@rewards/shared/ui';
import type { ClaimState } from './use-review-claim';
import { ItemFacts, PastWithdrawals, UserFacts } from './review-facts';
import { ReviewSignals } from './review-signals';
import { approveLabel, describeItem } from './review-texts';

interface ReviewPanelProps {
  item: ReviewItem;
  context: ReviewContext | undefined;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  claim: ClaimState;
  deciding: boolean;
  onApprove: () => void;
  onReject: () => void;
  onSkip: () => void;
}

/** The selected item with everything deciding it needs, and its actions with their keys. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { item, context, status, claim, deciding } = props;
  const canReject = item.kind !== 'wallet_topup';
  return (
    <Stack gap="4" aria-live="polite" aria-busy={status === 'loading'}>
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {describeItem(item)}
      </Text>
      {claim.state === 'held' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{claim.message}</Alert.Title>
        </Alert.Root>
      )}
      {claim.state === 'mine' && claim.tookOver && (
        <Text fontSize="sm" color="fg.muted">
          You took over another admin&apos;s expired claim (recorded in the audit log).
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="green"
          onClick={props.onApprove}
          loading={deciding}
          disabled={deciding}
        >
          {approveLabel(item)} (A)
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          onClick={props.onReject}
          disabled={deciding || !canReject}
        >
          Reject (R)
        </Button>
        <Button variant="ghost" onClick={props.onSkip} disabled={deciding}>
          Skip (S)
        </Button>
      </HStack>
      {status === 'loading' && !context && <LoadingState label="Loading the item's context..." />}
      {status === 'error' && !context && (
        <ErrorState title="Could not load this item's context" onRetry={props.onRetry} />
      )}
      {context && (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <ItemFacts context={context} />
            <UserFacts context={context} />
          </SimpleGrid>
          <ReviewSignals signals={context.signals} />
          {context.proof_url && (
            <Box>
              <Image src={context.proof_url} alt="Payment proof" maxH="360px" borderRadius="md" />
            </Box>
          )}
          <PastWithdrawals context={context} />
        </>
      )}
    </Stack>
  );
}
