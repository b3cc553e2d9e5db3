import { userPath } from '@rewards/contract/routes';
import type { ReviewSignal } from '@rewards/contract';
import { Badge, Box, Heading, HStack, Stack, Text } from '@rewards/shared/ui';
import { Link as RouterLink } from '@rewards/shared/router';

/** The server's signals, raised ones first; each is the fact in words, never a verdict. */
export function ReviewSignals({ signals }: { signals: readonly ReviewSignal[] }) {
  const ordered = [...signals].sort((a, b) => Number(b.raised) - Number(a.raised));
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Signals
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Signals">
        {ordered.map((signal) => (
          <HStack as="li" key={signal.code} align="start" gap="2" fontSize="sm">
            <Badge
              colorPalette={signal.raised ? 'orange' : 'gray'}
              size="sm"
              minW="14"
              justifyContent="center"
            >
              {signal.raised ? 'Look' : 'OK'}
            </Badge>
            <Text>
              {signal.text}
              {signal.user_ids.map((id) => (
                <RouterLink
                  key={id}
                  to={userPath(id)}
                  style={{ marginLeft: '0.5em', textDecoration: 'underline' }}
                >
                  #{id}
                </RouterLink>
              ))}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
