import { Link as RouterLink, useLocation } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Badge, Box, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@rewards/shared/ui';
import { usePermitted } from '@rewards/shared';
import { APP_TITLE, APP_VERSION, SIDEBAR_ENTRIES, isActivePath } from '../routes/route-table';
import { LogoutButton } from './logout-button';

interface SidebarProps {
  onNavigate?: () => void;
  /** Unread contact messages, shown on the Messages entry; null while unknown. */
  unreadMessages?: number | null;
}

/**
 * The admin entries in the order of docs/product.md#navigation, then Messages with its
 * unread count (only those the admin's permissions allow, docs/permissions.md), Logout and
 * the version label at the bottom.
 */
export function Sidebar({ onNavigate, unreadMessages = null }: SidebarProps) {
  const { pathname } = useLocation();
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
                {entry.path === ROUTES.messages.path && Boolean(unreadMessages) && (
                  <>
                    {' '}
                    <Badge ms="2" colorPalette="blue" variant="solid" borderRadius="full">
                      {unreadMessages}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </Badge>
                  </>
                )}
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
}
