import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Box, Container, Flex, Link } from '@rewards/shared/ui';
import { SITE_NAME, type LandingSectionId } from './site';
import { MobileMenu } from './mobile-menu';
import { SectionLinks } from './section-links';

/**
 * Site name and the section links: inline from `md` up, behind a Menu button on phones.
 * `activeSection` is the landing page's section in view; other pages highlight none.
 */
export function PublicHeader({ activeSection }: { activeSection?: LandingSectionId | null }) {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" py="2">
        <Flex align="center" justify="space-between" gap="4" minH="11">
          <Link
            asChild
            fontWeight="bold"
            fontSize="xl"
            color="blue.fg"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={ROUTES.landing.path}>{SITE_NAME}</RouterLink>
          </Link>
          <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'block' }}>
            <SectionLinks direction="row" activeSection={activeSection} />
          </Box>
          <MobileMenu activeSection={activeSection} />
        </Flex>
      </Container>
    </Box>
  );
}
