import { SimpleGrid } from '@rewards/shared/ui';
import { PlanCard } from './plan-card';
import { PLANS } from './plans';
import { Section } from './section';

export function PricingSection() {
  return (
    <Section
      id="pricing"
      title="Plans"
      intro="Start for free, upgrade when you are ready. Every plan runs for 45 days."
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        listStyleType="none"
        aria-label="Plans"
      >
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
