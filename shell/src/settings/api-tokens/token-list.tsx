import type { ReactNode } from 'react';
import type { ApiToken, ApiTokenKind } from '@rewards/contract';
import { formatDateTime, serverMessageOr } from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import { Badge, Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { SettingsList } from '../settings-list';
import { fetchTokens, revokeToken, tokenKeys } from './token-api';

const scopeOf = (token: ApiToken) => token.remote ?? `acts as ${token.role ?? 'unknown role'}`;

/** Live tokens of one kind (never their secrets), each with Revoke behind a confirmation. */
export function TokenList(props: { kind: ApiTokenKind; title: string; footer: ReactNode }) {
  const { kind } = props;
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: tokenKeys(kind), queryFn: () => fetchTokens(kind) });
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => revokeToken(kind, token.id),
    onSuccess: () => {
      notify('success', 'Token revoked');
      void queryClient.invalidateQueries({ queryKey: tokenKeys(kind) });
    },
    onError: (error) => notify('error', 'Error', serverMessageOr(error, 'Failed to revoke')),
  });
  const ask = async (token: ApiToken) => {
    const ok = await confirmAction({
      message: `Revoke "${token.name}" (…${token.hint})? Anything using it stops working at once.`,
      confirmLabel: 'Revoke',
      destructive: true,
    });
    if (ok) revoke.mutate(token);
  };

  return (
    <SettingsList title={props.title} footer={props.footer}>
      {tokens.isPending && <Text as="li">Loading…</Text>}
      {tokens.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(tokens.error, 'Failed to load the tokens')}
        </Text>
      )}
      {tokens.data?.length === 0 && (
        <Text as="li" color="fg.muted">
          No tokens yet.
        </Text>
      )}
      {(tokens.data ?? []).map((token) => (
        <HStack as="li" key={token.id} justify="space-between" borderWidth="1px" p="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="sm">
              {token.name} <Badge>{scopeOf(token)}</Badge>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              …{token.hint} · by {token.createdBy} · created {formatDateTime(token.createdAt)} ·{' '}
              {token.expiresAt ? `expires ${formatDateTime(token.expiresAt)}` : 'no expiry'} ·{' '}
              {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${token.name}`}
            loading={revoke.isPending && revoke.variables?.id === token.id}
            onClick={() => void ask(token)}
          >
            Revoke
          </Button>
        </HStack>
      ))}
    </SettingsList>
  );
}
