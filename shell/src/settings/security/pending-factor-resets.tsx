import type { FactorReset, FactorResetDecisionBody } from '@rewards/contract';
import { formatDateTime, serverMessageOr, useSessionStore } from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import { Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { adminKeys } from '../../common/admin-accounts-api';
import { SettingsList } from '../settings-list';
import { decideFactorReset, fetchPendingResets, pendingResetsKey } from './factor-reset-api';

type Decision = FactorResetDecisionBody['decision'];
const LABEL: Record<Decision, string> = { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' };

/**
 * Owners: resets of admins' second factors waiting for a second owner (the two-person rule).
 * Another owner approves or rejects; the owner who asked may cancel. Shown only when any wait.
 */
export function PendingFactorResets() {
  const queryClient = useQueryClient();
  const selfEmail = useSessionStore((state) => state.admin?.email);
  const pending = useQuery({ queryKey: pendingResetsKey, queryFn: fetchPendingResets });
  const decide = useMutation({
    mutationFn: ({ reset, decision }: { reset: FactorReset; decision: Decision }) =>
      decideFactorReset(reset.id, decision),
    onSuccess: (decided) => {
      notify('success', `Factor reset ${decided.status}`);
      void queryClient.invalidateQueries({ queryKey: pendingResetsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to decide the factor reset')),
  });
  const ask = async (reset: FactorReset, decision: Decision) => {
    const ok =
      decision !== 'approve' ||
      (await confirmAction({
        title: `Reset the second factors of ${reset.email}?`,
        message: 'Their app, passkeys and recovery codes are removed and their sessions end.',
        confirmLabel: 'Approve',
        destructive: true,
      }));
    if (ok) decide.mutate({ reset, decision });
  };

  if (!pending.data?.length && !pending.isError) return null;
  return (
    <SettingsList title="Second-factor resets waiting">
      {pending.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(pending.error, 'Failed to load the factor resets')}
        </Text>
      )}
      {(pending.data ?? []).map((reset) => {
        const own = reset.requested_by === selfEmail;
        const decisions: Decision[] = own ? ['cancel'] : ['approve', 'reject'];
        return (
          <HStack as="li" key={reset.id} justify="space-between" borderWidth="1px" p="3">
            <Stack gap="0">
              <Text fontSize="sm">{reset.email}</Text>
              <Text fontSize="xs" color="fg.muted">
                asked by {reset.requested_by} · {formatDateTime(reset.requested_at)}
              </Text>
            </Stack>
            <HStack>
              {decisions.map((decision) => (
                <Button
                  key={decision}
                  size="xs"
                  variant="outline"
                  colorPalette={decision === 'approve' ? 'red' : undefined}
                  aria-label={`${LABEL[decision]} the factor reset of ${reset.email}`}
                  disabled={decide.isPending}
                  onClick={() => void ask(reset, decision)}
                >
                  {LABEL[decision]}
                </Button>
              ))}
            </HStack>
          </HStack>
        );
      })}
    </SettingsList>
  );
}
