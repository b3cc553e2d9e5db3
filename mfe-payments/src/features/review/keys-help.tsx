import { Box, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { REVIEW_KEYS } from './review-texts';

/** `?`: the screen's keys. */
export function KeysHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SimpleDialog open={open} onOpenChange={(next) => !next && onClose()} title="Keyboard keys">
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
        {REVIEW_KEYS.map(([keys, what]) => (
          <Box key={keys} display="contents">
            <Text as="dt" fontFamily="mono" fontWeight="semibold">
              {keys}
            </Text>
            <Text as="dd" m="0">
              {what}
            </Text>
          </Box>
        ))}
      </Box>
    </SimpleDialog>
  );
}
