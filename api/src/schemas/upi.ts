import { Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './common';

export const UPI_PATTERN = '^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$';
export const UPI_MESSAGE = 'Invalid UPI ID format (expected name@bank)';

export const UpiResponse = StrictObject({
  success: Type.Literal(true),
  upiId: Nullable(Type.String()),
  qrCode: Nullable(Type.String({ description: 'data:image/...;base64 URL' })),
});

export const UpiBody = StrictObject({
  upiId: Type.String({ pattern: UPI_PATTERN, maxLength: 321 }),
  // ~2 MB decoded; null removes the QR image.
  qrCode: Type.Union([Type.String({ maxLength: 2_796_400 }), Type.Null()]),
});
