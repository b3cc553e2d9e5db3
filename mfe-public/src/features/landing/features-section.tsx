import { Card, Heading, SimpleGrid, Text } from '@rewards/shared/ui';
import { Section } from './section';

const FEATURES = [
  {
    title: 'Daily quizzes',
    text: 'A fresh set of questions every day to test what you know and learn what you do not.',
  },
  {
    title: 'Video lessons',
    text: 'Short lessons you can watch in the app, at home or on the go.',
  },
  {
    title: 'Coins in your wallet',
    text: 'Finished activities add coins to your wallet; the balance is always in view.',
  },
  {
    title: 'Referral bonuses',
    text: 'Share your referral code; you earn a bonus when friends join and become active.',
  },
  {
    title: 'Easy withdrawals',
    text: 'Request a withdrawal to UPI, a bank account or a crypto wallet from the app.',
  },
  {
    title: 'Plans for every goal',
    text: 'Start free with Bronze or pick a paid plan; every plan runs for 45 days.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Section id="features" title="Features" intro="Everything you need to learn and earn." muted>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
        {FEATURES.map((feature) => (
          <Card.Root as="li" key={feature.title} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}
