import { Link as RouterLink } from '@rewards/shared/router';
import { Box, Container, Flex, Link, Text } from '@rewards/shared/ui';
import { PUBLIC_PAGES, SITE_NAME } from './site';

/** Links to every public page, so each policy is one click from anywhere on the site. */
export function PublicFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="6xl" py="8">
        <Flex as="nav" aria-label="Footer" gap="4" wrap="wrap" mb="4">
          {PUBLIC_PAGES.map((page) => (
            <Link key={page.path} asChild fontSize="sm" color="fg.muted">
              <RouterLink to={page.path}>{page.label}</RouterLink>
            </Link>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
