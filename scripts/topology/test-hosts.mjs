/**
 * The topology check's /etc/hosts, for Node: every `*.test` name (RFC 6761 keeps the `.test`
 * top-level domain for tests; nothing real lives there) resolves to 127.0.0.1, where nginx
 * listens. Loaded with `--import` by the check itself and, through NODE_OPTIONS, by the deploy
 * it runs, so `https://admin.test:8443` means the same to both without touching the machine's
 * /etc/hosts. The browser gets the same rule from Chromium's --host-resolver-rules.
 */
import dns from 'node:dns';

const resolve = dns.lookup;

function lookupTestHosts(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  const opts =
    typeof options === 'function'
      ? {}
      : typeof options === 'number'
        ? { family: options }
        : options;
  if (!hostname.endsWith('.test')) return resolve(hostname, opts, done);
  const address = { address: '127.0.0.1', family: 4 };
  process.nextTick(() => (opts.all ? done(null, [address]) : done(null, address.address, 4)));
}

dns.lookup = lookupTestHosts;
