import type { ReactNode } from 'react';
import { Box, Flex, Link } from '@rewards/shared/ui';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * The frame of every public page: the shell renders public routes with no admin chrome, so
 * each page brings its own header, main landmark and footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
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
      <PublicHeader />
      <Box as="main" id="main-content" flex="1" tabIndex={-1}>
        {children}
      </Box>
      <PublicFooter />
    </Flex>
  );
}
