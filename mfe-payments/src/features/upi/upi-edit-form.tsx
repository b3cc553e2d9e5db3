import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  normaliseApiError,
  uploadFailureReason,
  usePendingActions,
  useUpload,
} from '@rewards/shared';
import type { UpiSettings } from '@rewards/contract';
import { Button, Field, HStack, Image, Input, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { UploadProgress } from '@rewards/shared/ui-forms';
import { saveUpiSettings } from './upi-api';
import { QR_ACCEPT, qrFileError, readAsDataUrl, upiIdError } from './upi-rules';

/**
 * Edit mode: the values here are temporary until the server has saved them; Cancel (which
 * unmounts this form) discards them.
 */
export function UpiEditForm(props: {
  current: UpiSettings;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [upiId, setUpiId] = useState(props.current.upiId ?? '');
  const [qrCode, setQrCode] = useState(props.current.qrCode);
  const [upiError, setUpiError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { run, isPending } = usePendingActions();
  const saving = isPending('save-upi');
  const transfer = useUpload();

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const error = qrFileError(file);
    setFileError(error);
    if (error) return;
    try {
      setQrCode(await readAsDataUrl(file));
    } catch (readError) {
      console.error('[mfe-payments] could not read the QR image', readError);
      setFileError('Could not read that file.');
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const error = upiIdError(upiId);
    setUpiError(error);
    if (error || fileError) return;
    void run('save-upi', async () => {
      try {
        await transfer.send((options) => saveUpiSettings({ upiId: upiId.trim(), qrCode }, options));
        notify('success', '✅ UPI details updated successfully!');
        props.onSaved();
      } catch (saveError) {
        // Cancelled on purpose: stay in edit mode with the values, log nothing.
        if (normaliseApiError(saveError).cancelled) {
          notify('info', 'Upload cancelled');
          return;
        }
        console.error('[mfe-payments] failed to save UPI details', saveError);
        notify('error', `⚠️ ${uploadFailureReason(saveError)}`);
      }
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Edit UPI details">
      <Stack gap="5" maxW="lg">
        <Field.Root required invalid={upiError !== null} disabled={saving}>
          <Field.Label>UPI ID</Field.Label>
          <Input
            value={upiId}
            placeholder="name@bank"
            autoComplete="off"
            onChange={(event) => {
              setUpiId(event.target.value);
              setUpiError(null);
            }}
          />
          {upiError ? (
            <Field.ErrorText>{upiError}</Field.ErrorText>
          ) : (
            <Field.HelperText>Format: name@bank, e.g. rewards.admin@okaxis</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={fileError !== null} disabled={saving}>
          <Field.Label>QR code image</Field.Label>
          <Input type="file" accept={QR_ACCEPT} p="1" onChange={(event) => void pickFile(event)} />
          {fileError ? (
            <Field.ErrorText>{fileError}</Field.ErrorText>
          ) : (
            <Field.HelperText>PNG, JPG or WEBP, up to 2 MB.</Field.HelperText>
          )}
        </Field.Root>
        {qrCode ? (
          <Image
            src={qrCode}
            alt="QR code preview"
            maxW="220px"
            borderRadius="md"
            borderWidth="1px"
          />
        ) : (
          <Text color="fg.muted">No QR Code Found</Text>
        )}
        <UploadProgress
          percent={transfer.percent}
          onCancel={transfer.cancel}
          label="Saving UPI details"
        />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
            Save
          </Button>
          <Button type="button" variant="outline" disabled={saving} onClick={props.onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
