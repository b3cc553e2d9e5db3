/** Envelopes of the REST contract (docs/product.md#api-calls). */
import type { Admin } from './entities';

export interface SuccessEnvelope {
  success: true;
  message?: string;
}

export interface DataEnvelope<T> extends SuccessEnvelope {
  data: T;
}

export interface FailureEnvelope {
  success: false;
  message: string;
  error?: string;
}

export interface AdminEnvelope extends SuccessEnvelope {
  admin: Admin;
}

export interface LoginHint {
  email: string;
  password: string;
}
