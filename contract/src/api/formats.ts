import { FormatRegistry } from '@sinclair/typebox';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The string formats the schemas use. TypeBox checks a format only once it is registered (an
 * unknown format fails every value), so the API and the fixture tests register the same ones.
 */
export function registerFormats(): void {
  FormatRegistry.Set('email', (v) => EMAIL.test(v));
  FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));
  FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)));
  FormatRegistry.Set('uri', (v) => URL.canParse(v));
}
