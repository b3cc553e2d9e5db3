import type { ReactNode } from 'react';
import { Heading, Stack } from '@rewards/shared/ui';

/** A settings section that lists things (sessions, admin accounts): its heading names the list. */
export function SettingsList(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {props.title}
      </Heading>
      <Stack as="ul" gap="2" aria-label={props.title}>
        {props.children}
      </Stack>
      {props.footer}
    </Stack>
  );
}
