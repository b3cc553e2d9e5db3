import { Card, Stat } from '@chakra-ui/react';

interface StatCardProps {
  label: string;
  value: string | number;
  helpText?: string;
}

export function StatCard({ label, value, helpText }: StatCardProps) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* Stat.Root is a <dl>: the help text must be a <dd> to keep the list valid for screen readers. */}
          {helpText && <Stat.HelpText as="dd">{helpText}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
