import type { AdminAccount } from '@rewards/contract';
import type { Role } from '@rewards/contract/permissions';
import { Badge, Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { ROLE_OPTIONS } from './create-admin-form';
import { OWN_ACCOUNT_REASON, OWN_ROLE_REASON } from './role-change';

interface AdminAccountRowProps {
  admin: AdminAccount;
  /** The signed-in admin's own row: the API refuses (409) their role change and disabling. */
  isSelf: boolean;
  onRole: (admin: AdminAccount, role: Role) => void;
  onToggle: (admin: AdminAccount) => void;
  /** Owners reset another admin's second factors (a second owner approves under the rule). */
  onResetFactors: (admin: AdminAccount) => void;
}

/**
 * One account: name, badges, role and Disable / Re-enable. On the admin's own row both
 * controls are disabled and say why, instead of opening a confirm that the server refuses.
 */
export function AdminAccountRow(props: AdminAccountRowProps) {
  const { admin, isSelf, onRole, onToggle } = props;
  const hasFactor = admin.authenticatorApp || admin.passkeys > 0;
  const toggleReasonId = `own-account-reason-${admin.id}`;
  return (
    <HStack as="li" gap="4" borderWidth="1px" p="3" wrap="wrap" align="start">
      <Stack gap="0" flex="1" minW="48">
        <Text fontWeight="medium">
          {admin.name} {isSelf && <Badge>You</Badge>}{' '}
          {admin.disabled && <Badge colorPalette="red">Disabled</Badge>}{' '}
          {admin.mustChangePassword && <Badge colorPalette="orange">One-time password</Badge>}{' '}
          {admin.authenticatorApp && <Badge colorPalette="green">Authenticator app</Badge>}{' '}
          {admin.passkeys > 0 && (
            <Badge colorPalette="green">
              {admin.passkeys === 1 ? '1 passkey' : `${admin.passkeys} passkeys`}
            </Badge>
          )}
          {!admin.authenticatorApp && admin.passkeys === 0 && <Badge>No second step</Badge>}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {admin.email}
        </Text>
      </Stack>
      <SelectField
        label={`Role of ${admin.email}`}
        value={admin.role}
        options={ROLE_OPTIONS}
        width="40"
        disabled={isSelf}
        helperText={isSelf ? OWN_ROLE_REASON : undefined}
        onChange={(role) => onRole(admin, role)}
      />
      <Stack gap="1" align="start">
        <Button
          size="sm"
          variant="outline"
          colorPalette={admin.disabled ? 'green' : 'red'}
          aria-label={`${admin.disabled ? 'Re-enable' : 'Disable'} ${admin.email}`}
          aria-describedby={isSelf ? toggleReasonId : undefined}
          disabled={isSelf}
          onClick={() => onToggle(admin)}
        >
          {admin.disabled ? 'Re-enable' : 'Disable'}
        </Button>
        {!isSelf && hasFactor && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reset second factors of ${admin.email}`}
            onClick={() => props.onResetFactors(admin)}
          >
            Reset second factors
          </Button>
        )}
        {isSelf && (
          <Text id={toggleReasonId} fontSize="xs" color="fg.muted">
            {OWN_ACCOUNT_REASON}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
