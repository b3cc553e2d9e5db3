import { memo } from 'react';
import { Link as RouterLink, useLocation } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Badge, Box, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@rewards/shared/ui';
import { usePermitted } from '@rewards/shared';
import type { EventCounts } from '@rewards/contract';
import { APP_TITLE, APP_VERSION, SIDEBAR_ENTRIES, isActivePath } from '../routes/route-table';
import { LogoutButton } from './logout-button';

interface SidebarProps {
  onNavigate?: () => void;
  /** Pending work, each count on its entry; null while unknown (or not the admin's to see). */
  counts?: SidebarCounts | null;
}

/** The stream's counts, and the review queue's own (per admin, `useReviewCount`). */
export type SidebarCounts = EventCounts & { reviewQueue?: number | null };

/** Which count each entry shows, and the word a screen reader hears after it. */
const BADGES = [
  { path: ROUTES.payment.path, count: 'duePayments', word: 'due' },
  { path: ROUTES.withdrawal.path, count: 'pendingWithdrawals', word: 'pending' },
  { path: ROUTES.messages.path, count: 'unreadMessages', word: 'unread' },
  { path: ROUTES.review.path, count: 'reviewQueue', word: 'waiting for you' },
] as const;

function CountBadge({ path, counts }: { path: string; counts: SidebarCounts | null }) {
  const badge = BADGES.find((candidate) => candidate.path === path);
  const value = badge && counts ? (counts[badge.count] ?? null) : null;
  if (!badge || !value) return null;
  return (
    <>
      {' '}
      <Badge ms="2" colorPalette="blue" variant="solid" borderRadius="full">
        {value >= 1000 ? '1000+' : value}
        <VisuallyHidden> {badge.word}</VisuallyHidden>
      </Badge>
    </>
  );
}

/**
 * The admin entries in the order of docs/product.md#navigation (only those the admin's
 * permissions allow, docs/permissions.md), with counts of pending work on Payment (due),
 * Withdrawal (pending), Messages (unread) and Review Queue (waiting for this admin), then
 * Logout and the version label at the bottom.
 */
export function Sidebar(props: SidebarProps) {
  const { pathname } = useLocation();
  return <SidebarBody {...props} pathname={pathname} />;
}

/**
 * Memoised on the path: a change of the query string alone (a search typed on a screen that
 * keeps its view in the URL) does not re-render the kit's links and badges.
 */
const SidebarBody = memo(function SidebarBody({
  onNavigate,
  counts = null,
  pathname,
}: SidebarProps & { pathname: string }) {
  const entries = usePermitted(SIDEBAR_ENTRIES);

  return (
    <Flex direction="column" h="full" py="4">
      <Box px="5" pb="4">
        <Heading as="p" size="lg">
          {APP_TITLE}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {APP_VERSION}
        </Text>
      </Box>
      <Stack as="nav" aria-label="Admin sections" gap="1" px="3" flex="1" overflowY="auto">
        {entries.map((entry) => {
          const active = isActivePath(pathname, entry.path);
          return (
            <Link
              key={entry.path}
              asChild
              px="3"
              py="2"
              borderRadius="md"
              fontWeight={active ? 'semibold' : 'normal'}
              bg={active ? 'blue.subtle' : undefined}
              color={active ? 'blue.fg' : 'fg'}
              _hover={{ bg: active ? 'blue.subtle' : 'bg.muted', textDecoration: 'none' }}
            >
              <RouterLink
                to={entry.path}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {entry.label}
                <CountBadge path={entry.path} counts={counts} />
              </RouterLink>
            </Link>
          );
        })}
      </Stack>
      <Box px="3" pt="4" borderTopWidth="1px">
        <LogoutButton />
      </Box>
    </Flex>
  );
});
