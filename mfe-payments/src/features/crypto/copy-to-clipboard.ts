import { notify } from '@rewards/shared/ui-admin';

/** docs/product.md#crypto-payments: the copy popup shows for 1.5 seconds. */
const COPY_NOTICE_MS = 1500;

export async function copyToClipboard(text: string): Promise<void> {
  try {
    // Missing outside a secure context; the catch reports that like any refusal.
    await navigator.clipboard.writeText(text);
    notify('success', 'Copied!', 'Text copied to clipboard', COPY_NOTICE_MS);
  } catch (error) {
    console.error('[mfe-payments] clipboard write failed', error);
    notify('error', 'Error', 'Could not copy to the clipboard');
  }
}
