import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Button, Card, Heading, HStack, Text, VisuallyHidden } from '@rewards/shared/ui';
import { PLAN_PERIOD, type Plan } from './plans';

/**
 * One plan. The free plan has no button (docs/product.md#public-site); a paid plan's 'Buy with
 * Crypto' leads to the app instructions, because plans are bought with crypto inside the app.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card.Root as="li" variant="outline" borderColor={plan.free ? 'green.300' : undefined}>
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {plan.name}
        </Heading>
        <HStack gap="1" align="baseline">
          <Text fontSize="3xl" fontWeight="bold">
            {plan.price}
          </Text>
          <Text color="fg.muted">{PLAN_PERIOD}</Text>
        </HStack>
      </Card.Body>
      {!plan.free && (
        <Card.Footer>
          <Button asChild colorPalette="blue" w="full">
            <RouterLink to={ROUTES.appInstruction.path}>
              Buy with Crypto
              <VisuallyHidden> ({plan.name} plan)</VisuallyHidden>
            </RouterLink>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
