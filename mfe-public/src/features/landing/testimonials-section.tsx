import { Card, SimpleGrid, Text } from '@rewards/shared/ui';
import { Section } from './section';

const TESTIMONIALS = [
  {
    quote:
      'The daily quiz takes five minutes with my morning tea, and I actually remember things now.',
    name: 'Priya',
    role: 'College student',
  },
  {
    quote: 'The short video lessons fit my commute. Seeing the coins add up keeps me going.',
    name: 'Arjun',
    role: 'Office worker',
  },
  {
    quote: 'My first withdrawal to UPI came through after the team checked it. Clear and simple.',
    name: 'Meena',
    role: 'Teacher',
  },
] as const;

export function TestimonialsSection() {
  return (
    <Section id="testimonials" title="What our members say" muted>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
        {TESTIMONIALS.map((item) => (
          <Card.Root as="li" key={item.name} variant="outline">
            <Card.Body as="figure" gap="3">
              <Text as="blockquote" fontSize="md">
                “{item.quote}”
              </Text>
              <Text as="figcaption" color="fg.muted" fontSize="sm">
                {item.name}, {item.role}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}
