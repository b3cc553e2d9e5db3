// Plain data (no schema), so the login screen can take it from @rewards/contract/limits.

/**
 * Why a company sign-in came back to the login screen (`/admin?sso=<outcome>`). The screen
 * turns each into a sentence; nothing else from the provider is shown.
 */
export const SSO_OUTCOMES = {
  /** Signed in at the provider; this account still proves its second factor here. */
  factor: 'Confirm it is you with a code from your authenticator app, or use a passkey.',
  /** No active admin account has this verified email (unknown and disabled alike). */
  no_account:
    'No active admin account matches your company email. Ask an owner to invite you, then try again.',
  /** The provider did not say the email is verified. */
  unverified_email:
    'Your company account has no verified email, so it cannot be matched to an admin account.',
  /** Cancelled at the provider, or the provider refused. */
  denied: 'Company sign-in was cancelled or refused by the provider.',
  /** Stale, replayed or foreign answer (state, nonce, PKCE, signature, expiry). */
  expired: 'That company sign-in expired or did not match this browser. Please try again.',
  /** The provider could not be reached or answered something unusable. */
  unavailable: 'Company sign-in is unavailable right now. Try again, or sign in with a password.',
  /** Company sign-in is not configured on this server. */
  off: 'Company sign-in is not set up on this server.',
} as const;
export type SsoOutcome = keyof typeof SSO_OUTCOMES;

/** The screen's sentence for a `?sso=` value; an unknown value reads like an expired answer. */
export function ssoOutcomeMessage(value: string): string {
  return value in SSO_OUTCOMES ? SSO_OUTCOMES[value as SsoOutcome] : SSO_OUTCOMES.expired;
}
