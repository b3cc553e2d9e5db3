import type { ReactNode } from 'react';
import { Box, Flex, Link } from '@rewards/shared/ui';
import { LANDING_SECTION_IDS } from './site';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { usePageTitle } from './use-page-title';
import { useScrollSpy } from './use-scroll-spy';
import { useScrollTopOnNavigate } from './use-scroll-top-on-navigate';

interface PublicLayoutProps {
  children: ReactNode;
  /** The browser tab's title; the landing page leaves it out and gets the site's tagline. */
  title?: string;
  /** Highlight the section in view in the top navigation (the landing page only). */
  scrollSpy?: boolean;
}

/**
 * The frame of every public page: the shell renders public routes with no admin chrome, so
 * each page brings its own header, main landmark and footer.
 */
export function PublicLayout({ children, title, scrollSpy = false }: PublicLayoutProps) {
  usePageTitle(title);
  useScrollTopOnNavigate();
  const activeSection = useScrollSpy(LANDING_SECTION_IDS, { enabled: scrollSpy });
  return (
    <Flex direction="column" minH="100vh">
      {/* Keyboard users skip the navigation straight to the page content. */}
      <Link
        href="#main-content"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        Skip to content
      </Link>
      <PublicHeader activeSection={activeSection} />
      <Box as="main" id="main-content" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <PublicFooter />
    </Flex>
  );
}
