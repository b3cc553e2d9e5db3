import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { usePermitted } from '@rewards/shared';
import { Card, Heading, Link, SimpleGrid, Text } from '@rewards/shared/ui';

/**
 * docs/product.md#dashboard: six navigation cards and their targets, in this order; each needs
 * its target screen's permission.
 */
export const NAVIGATION_CARDS = [
  {
    title: 'User Management',
    to: ROUTES.userTable.path,
    permission: ROUTES.userTable.permission,
    text: 'Wallets, trust, status and payments of users.',
  },
  {
    title: 'Payment Approvals',
    to: ROUTES.payment.path,
    permission: ROUTES.payment.permission,
    text: 'Wallet top-ups and their due flags.',
  },
  {
    title: 'Withdrawal Requests',
    to: ROUTES.withdrawal.path,
    permission: ROUTES.withdrawal.permission,
    text: 'Approve or reject pending withdrawals.',
  },
  {
    title: 'Quiz Management',
    to: ROUTES.quizTable.path,
    permission: ROUTES.quizTable.permission,
    text: 'Quizzes and video lessons.',
  },
  {
    title: 'UPI & QR Setup',
    to: ROUTES.upiScanner.path,
    permission: ROUTES.upiScanner.permission,
    text: 'The UPI ID and QR code users pay to.',
  },
  {
    title: 'Notifications',
    to: ROUTES.notifications.path,
    permission: ROUTES.notifications.permission,
    text: 'Messages sent to users.',
  },
] as const;

export function NavigationCards() {
  const cards = usePermitted(NAVIGATION_CARDS);
  return (
    <SimpleGrid as="nav" aria-label="Quick links" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      {cards.map((card) => (
        <Link key={card.to} asChild display="block" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={card.to}>
            <Card.Root variant="outline" h="full" _hover={{ borderColor: 'blue.solid' }}>
              <Card.Body>
                <Heading as="h2" size="md">
                  {card.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mt="1">
                  {card.text}
                </Text>
              </Card.Body>
            </Card.Root>
          </RouterLink>
        </Link>
      ))}
    </SimpleGrid>
  );
}
