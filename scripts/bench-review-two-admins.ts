import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { sql } from 'kysely';
import { openDatabase } from '../api/src/db/connection';
import { SHELL } from './bench-lists-screens';
import type { QueueRun } from './bench-review-ui-driver';

// The two-admin run of bench-review-ui.ts: two finance admins, created through the API by the
// seeded owner, and afterwards the checks, read from the database: every item of the queue
// decided exactly once, none twice, none refused, one audit row per decision.

const OWNER = { email: 'admin@rewards.test', password: 'Admin@123' };
const ONE_TIME = 'Bench-once-2026!';
const OWN_PASSWORD = 'Bench-review-2026!';
/** Writes are taken only from the admin app's origin. */
const FROM_APP = { origin: SHELL };

async function signIn(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post(`${SHELL}/api/admin/login`, { data: { email, password } });
  if (!answer.ok()) throw new Error(`sign-in of ${email}: ${answer.status()}`);
}

/** A browser context signed in as the seeded owner. */
export async function ownerContext(browser: Browser, init: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: init });
  await signIn(context.request, OWNER.email, OWNER.password);
  return context;
}

/**
 * Two finance admins (`payments:decide`), each signed in in its own browser context, their
 * one-time passwords changed as at a first sign-in.
 */
export async function financeContexts(browser: Browser, init: string): Promise<BrowserContext[]> {
  const owner = await ownerContext(browser, init);
  const contexts: BrowserContext[] = [];
  try {
    for (const name of ['Bench Finance A', 'Bench Finance B']) {
      const email = `${name.toLowerCase().replace(/ /g, '.')}.${Date.now()}@rewards.test`;
      const created = await owner.request.post(`${SHELL}/api/admins`, {
        data: { email, name, role: 'finance', password: ONE_TIME },
        headers: FROM_APP,
      });
      if (!created.ok()) throw new Error(`create ${email}: ${await created.text()}`);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript({ content: init });
      await signIn(context.request, email, ONE_TIME);
      const changed = await context.request.post(`${SHELL}/api/admins/me/password`, {
        data: { currentPassword: ONE_TIME, newPassword: OWN_PASSWORD },
        headers: FROM_APP,
      });
      if (!changed.ok()) throw new Error(`password of ${email}: ${await changed.text()}`);
      contexts.push(context);
    }
  } finally {
    await owner.close();
  }
  return contexts;
}

/** The queue's items waiting now (withdrawals and due top-ups with proof), as `kind:id`. */
export async function waitingItems(target: string): Promise<string[]> {
  const db = openDatabase(target);
  try {
    const { rows } = await sql<{ key: string }>`
      select 'withdrawal:' || id as key from withdrawals where status = 'pending'
      union all
      select 'wallet_topup:' || id from wallet_transactions
        where due = 1 and status = 'pending' and screenshot_file is not null`.execute(db);
    return rows.map((row) => row.key);
  } finally {
    await db.destroy();
  }
}

const AUDITED: Record<string, string> = {
  withdrawal: 'withdrawal',
  wallet_topup: 'wallet_transaction',
};
const DECISIONS = ['withdrawal.decide', 'withdrawal.first_approve', 'wallet.due'];

/** The figures of the two-admin run and the checks' failures (empty: all passed). */
export async function checkTwoAdmins(target: string, items: readonly string[], runs: QueueRun[]) {
  const decided = runs.flatMap((run) => run.decided);
  const times = new Map<string, number>();
  for (const key of decided) times.set(key, (times.get(key) ?? 0) + 1);
  const db = openDatabase(target);
  const audit = new Map<string, number>();
  try {
    const rows = await db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('action', 'in', DECISIONS)
      .where('entity', 'in', Object.values(AUDITED))
      .execute();
    for (const row of rows) {
      const key = `${row.entity}:${row.entity_id}`;
      audit.set(key, (audit.get(key) ?? 0) + 1);
    }
  } finally {
    await db.destroy();
  }
  const auditOf = (key: string) => {
    const [kind, id] = key.split(':');
    return audit.get(`${AUDITED[kind!]}:${id}`) ?? 0;
  };
  const figures = {
    items: items.length,
    'decided by A': runs[0]?.decided.length ?? 0,
    'decided by B': runs[1]?.decided.length ?? 0,
    'decided twice': [...times.values()].filter((n) => n > 1).length,
    'not decided': items.filter((key) => !times.has(key)).length,
    refused: runs.reduce((sum, run) => sum + run.refused, 0),
    'steered away (claimed by the other)': runs.reduce((sum, run) => sum + run.steeredAway, 0),
    'items without exactly one audit row': items.filter((key) => auditOf(key) !== 1).length,
  };
  const failures = [
    figures['decided twice'] > 0 && 'an item was decided twice',
    figures['not decided'] > 0 && 'an item was not decided',
    figures.refused > 0 && 'a decision was refused',
    figures['items without exactly one audit row'] > 0 && 'an item has not one audit row',
  ].filter((failure): failure is string => typeof failure === 'string');
  return { figures, failures };
}
