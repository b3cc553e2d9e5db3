import type { ReactNode } from 'react';
import { Box, Grid, Heading, Text } from '@rewards/shared/ui';

export type DetailItem = readonly [label: string, value: ReactNode];

/** One titled section of the details dialog: a heading over label / value pairs. */
export function DetailSection(props: {
  title: string;
  items?: readonly DetailItem[];
  children?: ReactNode;
}) {
  const headingId = `details-${props.title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" mb="2" id={headingId}>
        {props.title}
      </Heading>
      {props.items && (
        <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
          {props.items.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" wordBreak="break-all">
                {value ?? '—'}
              </Text>
            </Box>
          ))}
        </Grid>
      )}
      {props.children}
    </Box>
  );
}
