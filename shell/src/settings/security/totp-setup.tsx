import { useState } from 'react';
import {
  Box,
  Button,
  FactorCodeField,
  HStack,
  Image,
  isFactorCode,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { confirmTotpEnrolment, type TotpEnrolment } from './security-api';
import { useFormMutation } from '../use-form-mutation';

/** The key as apps ask for it, in groups of four so it can be read out and typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an app: scan the QR code (or type the key), then prove it with a first code.
 * Answers the recovery codes to the caller, which shows them once.
 */
export function TotpSetup(props: {
  enrolment: TotpEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const valid = /^\d{6}$/.test(code.trim());
  const form = useFormMutation(() => confirmTotpEnrolment(code), {
    failure: 'Failed to confirm the authenticator app',
    ready: valid && isFactorCode(code),
    onSuccess: props.onConfirmed,
  });
  return (
    <Stack
      as="form"
      gap="3"
      maxW="md"
      onSubmit={form.onSubmit}
      aria-label="Set up authenticator app"
    >
      <Text>
        1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password and others).
      </Text>
      <Box>
        <Image
          src={props.enrolment.qrDataUrl}
          alt="QR code for your authenticator app"
          width="200px"
          height="200px"
        />
      </Box>
      <Text fontSize="sm">
        Cannot scan it? Enter this key in the app instead:{' '}
        <Text as="code" fontFamily="mono" data-testid="totp-key">
          {grouped(props.enrolment.secret)}
        </Text>
      </Text>
      <Text>2. Enter the 6-digit code the app shows.</Text>
      <FactorCodeField
        value={code}
        onChange={setCode}
        error={code.trim() !== '' && !valid ? 'Enter the 6 digits the app shows' : undefined}
      />
      <HStack>
        <Button type="submit" colorPalette="blue" loading={form.saving} disabled={!valid}>
          Confirm
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel} disabled={form.saving}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
