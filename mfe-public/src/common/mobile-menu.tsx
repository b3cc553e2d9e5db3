import { Box, IconButton } from '@rewards/shared/ui';
import type { LandingSectionId } from './site';
import { MenuIcon } from './menu-icon';
import { SectionLinks } from './section-links';
import { useDisclosureMenu } from './use-disclosure-menu';

export const MOBILE_MENU_ID = 'public-mobile-menu';

/**
 * The section links on small screens (below `md`): a Menu button that opens them as a full
 * width list under the header. Built from plain elements and the light UI kit, since the
 * admin-only Drawer would add its code to every visitor's first load.
 */
export function MobileMenu({ activeSection }: { activeSection?: LandingSectionId | null }) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosureMenu();
  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        variant="ghost"
        minW="11"
        h="11"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={toggle}
      >
        <MenuIcon open={open} />
      </IconButton>
      <Box
        ref={panelRef}
        as="nav"
        id={MOBILE_MENU_ID}
        aria-label="Main"
        hidden={!open}
        display={{ md: 'none' }}
        position="absolute"
        insetX="0"
        top="100%"
        bg="bg"
        borderBottomWidth="1px"
        boxShadow="md"
        px="4"
        py="2"
      >
        <SectionLinks direction="column" activeSection={activeSection} onNavigate={close} />
      </Box>
    </>
  );
}
