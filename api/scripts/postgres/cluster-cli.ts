/**
 * `npm run pg:cluster -w api -- [--port N] -- <command...>`: starts a throwaway cluster,
 * runs the command with DATABASE_URL set to it, and removes the cluster when the command ends
 * (or on Ctrl-C). Without a command it prints the URL and keeps the cluster until Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { startCluster } from './throwaway-cluster';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const command = split === -1 ? [] : args.slice(split + 1);
  const portFlag = own.indexOf('--port');
  const port = portFlag === -1 ? undefined : Number(own[portFlag + 1]);
  const cluster = await startCluster({ port, durable: !own.includes('--fast') });
  const stop = (code: number) => {
    cluster.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  console.log(`DATABASE_URL=${cluster.url}`);
  if (command.length === 0) return;
  const [bin, ...rest] = command as [string, ...string[]];
  const child = spawn(bin, rest, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  child.on('exit', (code) => stop(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
