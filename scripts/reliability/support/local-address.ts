import http from 'node:http';
import type { ReliabilityTarget } from '../reliability-check';

export interface SignInAnswer {
  status: number;
  message: string;
  /** `sid=...`, or '' when the sign-in failed. */
  cookie: string;
}

/**
 * A sign-in sent from a chosen loopback address (127.0.0.2 is another client to the API, as
 * another machine would be), with extra headers: how the spoofing and lockout attacks pose as
 * a stranger (docs/security.md).
 */
export function signInFrom(
  base: string,
  target: ReliabilityTarget,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Promise<SignInAnswer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/admin/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          origin: target.appOrigin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let message = '';
          try {
            message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
          } catch {
            message = text.slice(0, 80);
          }
          const sid = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
          resolve({
            status: response.statusCode ?? 0,
            message,
            cookie: sid ? (sid.split(';')[0] as string) : '',
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
