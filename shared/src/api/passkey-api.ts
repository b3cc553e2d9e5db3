import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type {
  Admin,
  AdminResponse,
  Passkey,
  PasskeyListResponse,
  PasskeyOptionsResponse,
  PasskeyRegisteredResponse,
} from '@rewards/contract';
import { apiClient } from './http-client';

// Passkeys (WebAuthn) through @simplewebauthn/browser: the server hands out single-use options,
// the browser talks to the authenticator, the answer goes back as JSON.

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** What the admin reads when the browser's prompt was dismissed or timed out. */
export const PASSKEY_CANCELLED = 'The passkey was not used: try again, or use a code';

/** A browser-side failure (cancelled, no matching key) as an Error with a readable message. */
function readable(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (error instanceof WebAuthnError || name === 'NotAllowedError' || name === 'AbortError') {
    return new Error(PASSKEY_CANCELLED);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function authenticate(optionsUrl: string) {
  const { data } = await apiClient.post<PasskeyOptionsResponse>(optionsUrl);
  const optionsJSON = data.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return startAuthentication({ optionsJSON }).catch((error: unknown) => {
    throw readable(error);
  });
}

/** Sign-in's second step with a passkey, with the email and password of the first step. */
export async function loginWithPasskey(email: string, password: string): Promise<Admin> {
  const passkey = await authenticate('/admin/login/passkey-options');
  const { data } = await apiClient.post<AdminResponse>('/admin/login', {
    email,
    password,
    passkey,
  });
  return data.admin;
}

/** The second step of a company sign-in, with a passkey. */
export async function finishSsoWithPasskey(): Promise<Admin> {
  const passkey = await authenticate('/admin/login/passkey-options');
  const { data } = await apiClient.post<AdminResponse>('/admin/sso/second-step', { passkey });
  return data.admin;
}

/** The fresh check before a large decision, with one of the admin's passkeys. */
export async function stepUpWithPasskey(): Promise<void> {
  const passkey = await authenticate('/admin/mfa/passkeys/check-options');
  await apiClient.post('/admin/mfa/step-up', { passkey });
}

export async function fetchPasskeys(): Promise<Passkey[]> {
  const { data } = await apiClient.get<PasskeyListResponse>('/admin/mfa/passkeys');
  return data.data;
}

/** Creates a passkey on this device and registers it under a name; answers recovery codes. */
export async function addPasskey(name: string): Promise<string[]> {
  const { data } = await apiClient.post<PasskeyOptionsResponse>('/admin/mfa/passkeys/options');
  const optionsJSON = data.options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await startRegistration({ optionsJSON }).catch((error: unknown) => {
    throw readable(error);
  });
  const { data: added } = await apiClient.post<PasskeyRegisteredResponse>('/admin/mfa/passkeys', {
    name: name.trim(),
    credential,
  });
  return added.recoveryCodes;
}

export async function removePasskey(id: string): Promise<void> {
  await apiClient.delete(`/admin/mfa/passkeys/${encodeURIComponent(id)}`);
}
