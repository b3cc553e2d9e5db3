/**
 * The production topology the check builds: nginx terminates TLS on one port for five host
 * names (the admin app and each remote on its own), and sends `/api` to two API instances.
 * Ports are the platform's own (platform.config.json), so the check runs in the port lane.
 */
import { API_PORT, APPS, type PlatformApp } from '../../server/src/platform-apps';

/** nginx's TLS port: a high one, so the check needs no privilege to listen. */
export const TLS_PORT = 8443;
export const API_PORTS = [API_PORT, API_PORT + 1] as const;
export const API_URLS = API_PORTS.map((port) => `http://127.0.0.1:${port}`);

/** Every app's public host name: `admin.test` for the shell, `users.test` for mfe-users... */
export function hostOf(app: PlatformApp): string {
  return app.role === 'host' ? 'admin.test' : `${app.name.replace(/^mfe-/, '')}.test`;
}

export const originOf = (app: PlatformApp): string => `https://${hostOf(app)}:${TLS_PORT}`;

export const SHELL = APPS.find((app) => app.role === 'host') as PlatformApp;
export const REMOTES = APPS.filter((app) => app.role === 'remote');
export const ADMIN_ORIGIN = originOf(SHELL);
/** REMOTE_ORIGINS as the shell reads it: `mfe-users=https://users.test:8443,...`. */
export const REMOTE_ORIGINS = REMOTES.map((app) => `${app.name}=${originOf(app)}`).join(',');

/** The owner the API creates at its first start (a real password: no demo mode, Secure cookie). */
export const OWNER = { email: 'owner@topology.test', password: 'a-topology-passphrase-1' };
