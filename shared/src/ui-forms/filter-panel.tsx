import type { FormEvent, ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';

/**
 * The box filters sit in. As a form, Enter in any field submits it: the wallet screen uses
 * that for Apply; live-filtering screens pass no `onSubmit`.
 */
export function FilterPanel(props: { label: string; onSubmit?: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit?.();
  };
  return (
    <Flex
      as="form"
      role="search"
      aria-label={props.label}
      onSubmit={submit}
      gap="3"
      wrap="wrap"
      align="flex-end"
      p="4"
      borderWidth="1px"
      borderRadius="md"
    >
      {props.children}
    </Flex>
  );
}
