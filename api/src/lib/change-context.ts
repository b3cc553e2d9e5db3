/** Who is making an admin change and when; every audited write takes one. */
export interface ChangeContext {
  adminId: number;
  /** ISO timestamp from the app clock. */
  at: string;
  /** The client IP the audit row records (null for changes made outside a request). */
  ip: string | null;
}
