import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './common';
import { UPI_PATTERN } from './limits';

export const UpiResponse = StrictObject({
  success: Type.Literal(true),
  upiId: Nullable(Type.String()),
  qrCode: Nullable(Type.String({ description: 'data:image/...;base64 URL' })),
});
export type UpiResponse = Static<typeof UpiResponse>;
/** The UPI ID and QR image (a data URL) users pay to; either may be unset. */
export type UpiSettings = Omit<UpiResponse, 'success'>;

export const UpiBody = StrictObject({
  upiId: Type.String({ pattern: UPI_PATTERN, maxLength: 321 }),
  // ~2 MB decoded; null removes the QR image.
  qrCode: Type.Union([Type.String({ maxLength: 2_796_400 }), Type.Null()]),
});
export type UpiBody = Static<typeof UpiBody>;
