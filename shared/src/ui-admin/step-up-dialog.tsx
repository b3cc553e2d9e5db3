import { useState, type FormEvent } from 'react';
import {
  normaliseApiError,
  passkeysSupported,
  stepUp,
  stepUpWithPasskey,
  useStepUpStore,
} from '@rewards/shared';
import { Button, FactorCodeField, isFactorCode, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from './simple-dialog';

/**
 * The one question of the fresh check (rendered once by the admin layout): a code from the
 * authenticator app, or a passkey, before a large decision. Checked, the refused request goes again as it
 * was; cancelled, it fails as refused and the screen keeps what the admin entered.
 */
export function StepUpDialog() {
  const open = useStepUpStore((state) => state.open);
  return open ? <StepUpForm /> : null;
}

function StepUpForm() {
  const finish = useStepUpStore((state) => state.finish);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isFactorCode(code)) {
      setError('Enter the 6-digit code, or a recovery code like ABCDE-FGHJK');
      return;
    }
    await check(() => stepUp(code));
  }

  async function check(prove: () => Promise<void>) {
    setBusy(true);
    try {
      await prove();
      finish(true);
    } catch (thrown) {
      setError(normaliseApiError(thrown).message);
      setCode('');
      setBusy(false);
    }
  }

  return (
    <SimpleDialog
      open
      onOpenChange={(next) => {
        if (!next) finish(false);
      }}
      title="Confirm it is you"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={() => finish(false)} disabled={busy}>
            Cancel
          </Button>
          {passkeysSupported() && (
            <Button variant="outline" onClick={() => void check(stepUpWithPasskey)} disabled={busy}>
              Use a passkey
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={busy}>
            Confirm
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          This is a large decision. Enter the 6-digit code from your authenticator app (or a
          recovery code), or use a passkey, to go on; nothing you entered is lost.
        </Text>
        <FactorCodeField value={code} onChange={setCode} error={error} autoFocus />
      </Stack>
    </SimpleDialog>
  );
}
