import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@rewards/shared/ui';
import { SECTION_OFFSET_PX, type LandingSectionId } from '../../common/site';

interface SectionProps {
  id: LandingSectionId;
  title: string;
  intro?: string;
  children: ReactNode;
  muted?: boolean;
}

/** One landing-page section: an anchor target, an h2 and its content. */
export function Section({ id, title, intro, children, muted = false }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      // A section link moves focus here (use-scroll-to-hash), so Tab continues in the section.
      tabIndex={-1}
      outline="none"
      py={{ base: '12', md: '16' }}
      bg={muted ? 'bg.subtle' : undefined}
      // Keeps the heading clear of the sticky header when scrolled to.
      scrollMarginTop={`${SECTION_OFFSET_PX}px`}
    >
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size="2xl" mb={intro ? '2' : '8'}>
          {title}
        </Heading>
        {intro && (
          <Text color="fg.muted" mb="8" maxW="3xl">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
