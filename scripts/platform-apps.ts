/** The platform's apps, their folders and fixed ports (also documented in the README). */
import path from 'node:path';
import { parseAppOrigins } from '../api/src/lib/app-origins';

export const ROOT_DIR = path.resolve(__dirname, '..');

export interface PlatformApp {
  name: string;
  dir: string;
  port: number;
  /** The shell serves index.html for every unknown path (client-side routing). */
  role: 'host' | 'remote';
}

export const APPS: readonly PlatformApp[] = [
  { name: 'shell', dir: path.join(ROOT_DIR, 'shell'), port: 3000, role: 'host' },
  { name: 'mfe-users', dir: path.join(ROOT_DIR, 'mfe-users'), port: 3001, role: 'remote' },
  { name: 'mfe-payments', dir: path.join(ROOT_DIR, 'mfe-payments'), port: 3002, role: 'remote' },
  { name: 'mfe-content', dir: path.join(ROOT_DIR, 'mfe-content'), port: 3003, role: 'remote' },
  { name: 'mfe-public', dir: path.join(ROOT_DIR, 'mfe-public'), port: 3004, role: 'remote' },
];

export const API_PORT = Number(process.env.PORT ?? 4000);
export const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;

/**
 * The shell's origins (`APP_ORIGINS`): the API takes writes only from them and the remotes
 * answer CORS only for them. Unset: the shell on this machine, as the API defaults it.
 */
export const APP_ORIGINS = parseAppOrigins(process.env.APP_ORIGINS).join(',');

export function findApp(name: string): PlatformApp {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}
