import { UPI_PATTERN } from '@rewards/contract/limits';

/**
 * What the API accepts for the UPI screen (the contract's UPI_PATTERN, api/src/lib/image-data-url.ts),
 * checked here first so the admin gets a clear message before anything is sent.
 */
const UPI_ID_PATTERN = new RegExp(UPI_PATTERN);

export const UPI_ID_REQUIRED = 'Enter the UPI ID users pay to.';
export const UPI_ID_FORMAT =
  'Enter a UPI ID in the format name@bank, e.g. rewards.admin@okaxis (letters, digits, dot, dash or underscore before the @; letters only after it).';

/** Null when valid, otherwise the message to show under the field. */
export function upiIdError(value: string): string | null {
  const id = value.trim();
  if (!id) return UPI_ID_REQUIRED;
  return UPI_ID_PATTERN.test(id) ? null : UPI_ID_FORMAT;
}

const QR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const QR_ACCEPT = QR_TYPES.join(',');
const QR_MAX_BYTES = 2 * 1024 * 1024;
export const QR_TYPE_MESSAGE = 'Choose a PNG, JPG or WEBP image.';
export const QR_SIZE_MESSAGE = 'The QR image must be 2 MB or smaller.';

export function qrFileError(file: File): string | null {
  if (!QR_TYPES.includes(file.type)) return QR_TYPE_MESSAGE;
  return file.size > QR_MAX_BYTES ? QR_SIZE_MESSAGE : null;
}

/** The file as a `data:image/...;base64,` URL, the form the API stores and the screen shows. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
