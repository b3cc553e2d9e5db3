import { type Static, Type } from '@sinclair/typebox';
import { StrictObject, Text } from './common';

/** The landing page's contact form. */
export const ContactMessage = StrictObject({
  name: Text(100, 'Name'),
  email: Type.String({ format: 'email', maxLength: 254 }),
  message: Text(5000, 'Message'),
});
export type ContactMessage = Static<typeof ContactMessage>;
