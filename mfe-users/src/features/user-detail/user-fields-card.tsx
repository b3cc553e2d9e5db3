import type { ReactNode } from 'react';
import type { User } from '@rewards/contract';
import { Box, SimpleGrid, Text } from '@rewards/shared/ui';
import { USER_FIELDS } from '../../common/user-fields';
import { FIELD_CONTROLS } from './user-field-controls';

/**
 * The user's fields as User Manage shows them, as a description list (label, then value); the
 * ones the table edits are its controls here too (FIELD_CONTROLS). The page may add a note
 * under a field by its label (the wallet's pending change).
 */
export function UserFieldsCard({
  user,
  notes = {},
}: {
  user: User;
  notes?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gapX="6" gapY="3">
      {USER_FIELDS.map((field) => (
        <Box key={field.label} minW="0">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {field.label}
          </Text>
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
            {FIELD_CONTROLS[field.label]?.(user) ?? field.value(user)}
            {notes[field.label]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
