import type { ReactNode } from 'react';
import { Container, Heading, Stack, Text } from '@rewards/shared/ui';
import { PublicLayout } from '../../common/public-layout';

interface PolicyPageProps {
  title: string;
  /** e.g. 'October 2025' (docs/product.md#public-site). */
  effective?: string;
  children: ReactNode;
}

/** A readable text page (about, instructions, policies): h1, effective date, h2 sections. */
export function PolicyPage({ title, effective, children }: PolicyPageProps) {
  return (
    <PublicLayout title={title}>
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Heading as="h1" size="3xl" mb="2">
          {title}
        </Heading>
        {effective && <Text color="fg.muted">Effective date: {effective}</Text>}
        <Stack gap="8" mt="8" lineHeight="tall">
          {children}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A bulleted list inside a policy section. */
export function PolicyList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Stack as="ul" gap="1" ps="5" listStyleType="disc">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Stack>
  );
}
