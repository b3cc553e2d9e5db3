import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { TEST_APP_ORIGIN, type TestContext } from './test-app';

// A software passkey for API tests: an ES256 key pair from Node's crypto, answering WebAuthn
// ceremonies byte for byte as an authenticator would ("none" attestation), so the server's
// real checks (@simplewebauthn/server) run unchanged. No real authenticator runs in Jest.

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

interface Options {
  challenge: string;
}

export class SoftAuthenticator {
  readonly id = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(
    private readonly rpId = new URL(TEST_APP_ORIGIN).hostname,
    private readonly origin = TEST_APP_ORIGIN,
  ) {}

  get credentialId(): string {
    return b64(this.id);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    const head = [sha256(this.rpId), Buffer.from([flags]), count];
    return Buffer.concat(attested ? [...head, attested] : head);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  /** What `navigator.credentials.create()` answers for registration options. */
  register(options: Options, origin = this.origin) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.coseKey()]);
    const authData = this.authData(UP_UV | ATTESTED, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** What `navigator.credentials.get()` answers for authentication options. */
  authenticate(options: Options, origin = this.origin) {
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const authData = this.authData(UP_UV);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Adds a passkey for the admin of `cookie` as the Security screen does; answers the response. */
export async function enrolPasskey(
  t: TestContext,
  cookie: string,
  key: SoftAuthenticator,
  name = 'Laptop',
) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/passkeys/options',
    headers: { cookie },
  });
  if (start.statusCode !== 200) return start;
  const credential = key.register(start.json().options as Options);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/passkeys',
    headers: { cookie },
    payload: { name, credential },
  });
}

/** Signs in with password and a passkey (the login screen's second step). */
export async function signInWithPasskey(
  t: TestContext,
  email: string,
  password: string,
  key: SoftAuthenticator,
) {
  const start = await t.app.inject({ method: 'POST', url: '/api/admin/login/passkey-options' });
  const passkey = key.authenticate(start.json().options as Options);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password, passkey },
  });
  return Object.assign(res, { passkey });
}
