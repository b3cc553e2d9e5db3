import { useSessionStore } from '@rewards/shared';
import { useLiveStatus } from '@rewards/shared/query';
import { Flex, Heading, IconButton, Text } from '@rewards/shared/ui';
import { LineIcon } from '../common/line-icon';
import { APP_TITLE } from '../routes/route-table';
import { JumpPaletteButton } from '../palette/jump-palette-button';
import { ColorModeToggle } from './color-mode-toggle';
import { ProfileMenu } from './profile-menu';

/**
 * Title, the search button (the jump palette, for touch screens too), the light/dark toggle and
 * profile picture (its menu: Settings, Logout); on narrow screens also the button that opens
 * the sidebar drawer. While the live-update stream is down it says so quietly: screens still
 * show what they had. Before a one-time password is changed nothing is live yet: it says what
 * comes first instead.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const reconnecting = useLiveStatus() === 'reconnecting';
  const mustChangePassword = useSessionStore((state) => state.admin?.mustChangePassword ?? false);
  const mustEnrolFactor = useSessionStore((state) => state.admin?.mustEnrolFactor ?? false);
  const note = mustChangePassword
    ? 'Change your password to start'
    : mustEnrolFactor
      ? 'Set up an authenticator app to start'
      : reconnecting
        ? 'Offline, reconnecting…'
        : '';
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: '4', md: '6' }}
      h="16"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <IconButton
        aria-label="Open navigation menu"
        variant="ghost"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </IconButton>
      <Heading as="p" size="md" flex="1">
        {APP_TITLE}
      </Heading>
      <Text role="status" fontSize="sm" color="fg.muted">
        {note}
      </Text>
      <JumpPaletteButton />
      <ColorModeToggle />
      <ProfileMenu />
    </Flex>
  );
}

function MenuIcon() {
  return (
    <LineIcon>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </LineIcon>
  );
}
