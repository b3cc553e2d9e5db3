import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Flex, Link } from '@rewards/shared/ui';
import { LANDING_SECTIONS, SITE_NAME } from '../site';

/** Site name and the section links; a section link from any page goes to that part of /. */
export function PublicHeader() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Link
            asChild
            fontWeight="bold"
            fontSize="xl"
            color="blue.600"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to="/">{SITE_NAME}</RouterLink>
          </Link>
          <Flex as="nav" aria-label="Main" gap={{ base: '3', md: '5' }} wrap="wrap">
            {LANDING_SECTIONS.map((section) => (
              <Link key={section.id} asChild fontSize="sm" fontWeight="medium" color="fg.muted">
                <RouterLink to={{ pathname: '/', hash: `#${section.id}` }}>
                  {section.label}
                </RouterLink>
              </Link>
            ))}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
