import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Box, Container, Link, Text } from '@rewards/shared/ui';

/** The landing page's legal disclaimer: rewards are not income, and plans are non-refundable. */
export function LegalDisclaimer() {
  return (
    <Box as="section" aria-label="Legal disclaimer" py="8" borderTopWidth="1px">
      <Container maxW="6xl">
        <Text fontSize="sm" color="fg.muted" maxW="4xl">
          Disclaimer: rewards depend on your own activity and are not a salary, an investment or a
          guaranteed income. Plan purchases are not refundable except as described in our{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={ROUTES.refundPolicy.path}>{ROUTES.refundPolicy.label}</RouterLink>
          </Link>
          . Accounts and withdrawals are subject to our{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={ROUTES.amlPolicy.path}>{ROUTES.amlPolicy.label}</RouterLink>
          </Link>{' '}
          and{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={ROUTES.terms.path}>{ROUTES.terms.label}</RouterLink>
          </Link>
          .
        </Text>
      </Container>
    </Box>
  );
}
