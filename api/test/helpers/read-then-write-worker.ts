/**
 * Child process for test/db/two-processes.test.ts: opens the database file given as argv[2] the
 * way the API does, waits for "go" on stdin, then runs argv[3] read-then-write transactions
 * (read a user's coins, then write them back plus one) and prints
 * {"ok": n, "errors": ["SQLITE_BUSY: ...", ...]} on stdout.
 */
import { openDatabase } from '../../src/db/connection';

async function main(): Promise<void> {
  const [file, rounds] = process.argv.slice(2);
  if (!file || !rounds) throw new Error('usage: read-then-write-worker <db file> <rounds>');
  const db = openDatabase(file);
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  let ok = 0;
  const errors: string[] = [];
  for (let i = 0; i < Number(rounds); i += 1) {
    try {
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('coin_minor')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        // A request handler does other async work between its read and its write.
        await new Promise((resolve) => setImmediate(resolve));
        await trx
          .updateTable('users')
          .set({ coin_minor: user.coin_minor + 1 })
          .where('id', '=', 1)
          .execute();
      });
      ok += 1;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'ERROR';
      errors.push(`${code}: ${(error as Error).message}`);
    }
  }
  await db.destroy();
  process.stdout.write(`${JSON.stringify({ ok, errors })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
