/**
 * nginx as the README's example runs it: `deploy/nginx/rewards.conf.template` filled in with
 * the check's ports, certificates and secret, inside a small main config of the check's own
 * (pid, logs and temp folders in the check's folder, so nginx runs with `-p <dir>` beside
 * any system nginx and leaves nothing behind).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../server/src/platform-apps';
import { startService } from '../../server/src/process-group';
import type { Certificates } from './certificates';
import { API_URLS, hostOf, REMOTES, SHELL, TLS_PORT } from './topology';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const TEMPLATE = path.join(ROOT_DIR, 'deploy', 'nginx', 'rewards.conf.template');

/** The template with every `${NAME}` filled in; a name without a value is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE}: no value for \${${name}}`);
    return value;
  });
}

function templateValues(certificates: Certificates, proxySecret: string) {
  const address = (port: number) => `127.0.0.1:${port}`;
  const values: Record<string, string> = {
    LISTEN: address(TLS_PORT),
    TLS_CERT: certificates.certFile,
    TLS_KEY: certificates.keyFile,
    TRUST_PROXY_SECRET: proxySecret,
    ADMIN_HOST: hostOf(SHELL),
    SHELL: address(SHELL.port),
  };
  API_URLS.forEach((url, i) => (values[`API_${i + 1}`] = new URL(url).host));
  for (const remote of REMOTES) {
    const key = remote.name.replace(/^mfe-/, '').toUpperCase();
    values[`${key}_HOST`] = hostOf(remote);
    values[remote.name.replaceAll('-', '_').toUpperCase()] = address(remote.port);
  }
  return values;
}

function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  # Which API instances nginx tried for each request (the kill check reads it).
  log_format topology '$remote_addr $status $request_method $uri $upstream_addr';
  access_log ${path.join(dir, 'access.log')} topology;
${temp}
  include ${path.join(dir, 'rewards.conf')};
}
`;
}

/** Writes the configuration, has nginx check it (`-t`), then starts it in the foreground. */
export function startNginx(dir: string, certificates: Certificates, proxySecret: string) {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  fs.writeFileSync(
    path.join(dir, 'rewards.conf'),
    fillTemplate(template, templateValues(certificates, proxySecret)),
  );
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, mainConfig(dir));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return startService('nginx', NGINX, args);
}
