import { Link as RouterLink } from '@rewards/shared/router';
import { Card, Heading, Link, Text } from '@rewards/shared/ui';

interface TaskHubCardProps {
  title: string;
  description: string;
  to: string;
}

/** One destination of the Task Management hub; the title is the link. */
export function TaskHubCard({ title, description, to }: TaskHubCardProps) {
  return (
    <Card.Root variant="outline" _hover={{ borderColor: 'blue.400', shadow: 'sm' }}>
      <Card.Body gap="2">
        <Heading as="h2" size="lg">
          <Link asChild colorPalette="blue">
            <RouterLink to={to}>{title}</RouterLink>
          </Link>
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Card.Body>
    </Card.Root>
  );
}
