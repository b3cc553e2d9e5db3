import { useMemo, useState } from 'react';
import { Outlet } from '@rewards/shared/router';
import { Box, Flex, Portal } from '@rewards/shared/ui';
import { AdminOverlays, Drawer, StepUpDialog } from '@rewards/shared/ui-admin';
import { JumpPaletteHost } from '../palette/jump-palette-host';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { AdminPageTitle } from './use-admin-page-title';
import { useSearchShortcut } from './use-search-shortcut';
import { usePendingWork } from './use-pending-work';
import { useReviewCount } from './use-review-count';
import { useLiveUpdates } from '@rewards/shared/query';

const SIDEBAR_WIDTH = '240px';

/** Signed-in frame: sidebar (a drawer on narrow screens), top bar, the routed page, and the
 * one toaster and confirm dialog every admin screen shares. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const streamCounts = usePendingWork();
  const reviewQueue = useReviewCount();
  // One object per change of either, so the memoised sidebar re-renders only then.
  const pendingWork = useMemo(
    () => streamCounts && { ...streamCounts, reviewQueue },
    [streamCounts, reviewQueue],
  );
  useLiveUpdates();
  useSearchShortcut();

  return (
    <Flex minH="100vh">
      <SkipLink />
      <AdminPageTitle />
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        position="sticky"
        top="0"
        h="100vh"
        borderEndWidth="1px"
        bg="bg.panel"
      >
        <Sidebar counts={pendingWork} />
      </Box>
      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH}>
              <Sidebar onNavigate={closeDrawer} counts={pendingWork} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" flex="1" minW="0">
        <TopBar onOpenMenu={() => setDrawerOpen(true)} />
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          // Focusable by the skip link only, without an outline around the whole page.
          tabIndex={-1}
          outline="none"
          flex="1"
          p={{ base: '4', md: '6' }}
          minW="0"
        >
          <Outlet />
        </Box>
      </Flex>
      <AdminOverlays />
      <StepUpDialog />
      <JumpPaletteHost />
    </Flex>
  );
}
