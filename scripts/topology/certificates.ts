/**
 * A throwaway certificate authority and one server certificate naming every host of the
 * topology, made with Debian's openssl command (Node's crypto reads certificates but cannot
 * sign one, and openssl is what an operator uses too: no dependency to add). Valid one day.
 * Node trusts the CA (`ca` of its TLS connections, NODE_EXTRA_CA_CERTS for a child); Chromium
 * trusts the server certificate's key by its hash (--ignore-certificate-errors-spki-list),
 * for these hosts only, instead of ignoring certificate errors wholesale.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Certificates {
  caFile: string;
  certFile: string;
  keyFile: string;
  /** The CA's PEM text. */
  ca: string;
  /** base64 SHA-256 of the server certificate's public key (SPKI), as Chromium wants it. */
  spkiHash: string;
}

const openssl = (args: string[]) =>
  execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

export function makeCertificates(dir: string, hostNames: readonly string[]): Certificates {
  const file = (name: string) => path.join(dir, name);
  openssl([
    ...['req', '-x509', ...EC_KEY, '-days', '1', '-subj', '/CN=Topology check CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    ...['-keyout', file('ca.key'), '-out', file('ca.pem')],
  ]);
  openssl([
    ...['req', ...EC_KEY, '-subj', `/CN=${hostNames[0]}`],
    ...['-keyout', file('server.key'), '-out', file('server.csr')],
  ]);
  const names = hostNames.map((name) => `DNS:${name}`).join(',');
  fs.writeFileSync(
    file('server.ext'),
    `subjectAltName=${names}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  );
  openssl([
    ...['x509', '-req', '-in', file('server.csr'), '-days', '1', '-extfile', file('server.ext')],
    ...['-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial'],
    ...['-out', file('server.pem')],
  ]);
  const spki = new X509Certificate(fs.readFileSync(file('server.pem'))).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return {
    caFile: file('ca.pem'),
    certFile: file('server.pem'),
    keyFile: file('server.key'),
    ca: fs.readFileSync(file('ca.pem'), 'utf8'),
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}
