/**
 * A network namespace of its own for the port checks that can run beside the end-to-end tests:
 * the platform's ports are fixed, so two platforms on one machine need two networks. Linux
 * only, and root only (`ip netns`); where it cannot be made, the caller runs those checks in
 * the port lane after the end-to-end tests, as before.
 */
import { execFileSync } from 'node:child_process';

export interface SideNetwork {
  /** Prefix for a shell command that runs it inside the namespace. */
  prefix: string;
  remove: () => void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'ignore' });

export function makeSideNetwork(): SideNetwork | null {
  // Named after this run, so two CI runs on one machine never share (or delete) one.
  const name = `rewards-ci-${process.pid}`;
  try {
    ip('netns', 'add', name);
  } catch {
    return null;
  }
  const remove = () => {
    try {
      ip('netns', 'delete', name);
    } catch {
      // Already gone: nothing to clean.
    }
  };
  try {
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  } catch {
    remove();
    return null;
  }
  return { prefix: `ip netns exec ${name} `, remove };
}
