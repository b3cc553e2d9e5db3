import type { ReactNode } from 'react';
import { Heading, Stack } from '@rewards/shared/ui';

/** The id of a section's heading, from its list's path ('/withdrawals' -> user-section-withdrawals). */
export const sectionHeadingId = (path: string) => `user-section-${path.replace(/\W/g, '')}`;

/** One section of a user's page: a region named by its heading. */
export function SectionFrame(props: { title: string; path: string; children: ReactNode }) {
  const headingId = sectionHeadingId(props.path);
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}
