import { detectImage } from './file-type';
import { badRequest } from './http-error';

export const QR_MAX_BYTES = 2 * 1024 * 1024;
export const QR_MESSAGE = 'QR code must be a PNG, JPEG or WEBP image data URL of at most 2 MB';

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Accepts a data:image/(png|jpeg|webp);base64 URL only if the decoded bytes really are that
 * image type (a renamed SVG or HTML file is refused) and fit the size cap.
 */
export function checkImageDataUrl(value: string): void {
  const match = DATA_URL.exec(value);
  if (!match) throw badRequest(QR_MESSAGE);
  const declared = `image/${match[1]}`;
  const bytes = Buffer.from(match[2] as string, 'base64');
  if (bytes.length === 0 || bytes.length > QR_MAX_BYTES) throw badRequest(QR_MESSAGE);
  if (detectImage(bytes)?.mime !== declared) throw badRequest(QR_MESSAGE);
}
