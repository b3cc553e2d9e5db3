import type { Page, Response } from '@playwright/test';
import { armNextPainted, EMPTY_QUEUE, nextPaintedMs, shownItem } from './bench-review-ui-probes';

// One admin working the review queue by keyboard only, as bench-review-ui.ts drives it: read
// the item (its context on screen, its claim answered), then A, or R and Enter for every
// `rejectEvery`th withdrawal. An item another admin holds is left to the screen, which steers
// on by itself (it asks the queue again, which skips claimed items).

export interface QueueRun {
  /** Key press to the next item's context painted, ms, one per decision with a next item. */
  times: number[];
  /** Key press to the decision's answer in the browser, ms (the server's share of `times`). */
  answers: number[];
  /** What each of `times` decided: `kind:id` and A or R. */
  steps: string[];
  /** Decisions the server accepted, as `kind:id`. */
  decided: string[];
  /** Decisions refused with a 409 (decided or held elsewhere meanwhile). */
  refused: number;
  /** Items whose claim another admin held when this admin opened them. */
  steeredAway: number;
  /** The item context requests (`/context`) and every /api request, with bytes on the wire. */
  context: { requests: number; bytes: number };
  api: { requests: number; bytes: number };
}

const KINDS: Readonly<Record<string, string>> = {
  Withdrawal: 'withdrawal',
  'Wallet top-up': 'wallet_topup',
  'Wallet change': 'wallet_change',
};
const ITEM_PATH = /\/api\/review\/items\/(\w+)\/(\d+)\/(claim|decision|context)$/;

/** `kind:id` of an item heading ("Withdrawal #12 of ₹500.00 for ..."). */
function keyOf(heading: string): string {
  const match = /^(.+?) #(\d+) of /.exec(heading);
  if (!match) throw new Error(`Not an item heading: ${heading}`);
  return `${KINDS[match[1]!]}:${match[2]}`;
}

/** The page's review answers, by item, as they arrive. */
function watchAnswers(page: Page, run: QueueRun) {
  const claims = new Map<string, number>();
  const waiting = new Map<string, (status: number) => void>();
  page.on('response', (response: Response) => {
    const match = ITEM_PATH.exec(new URL(response.url()).pathname);
    const method = response.request().method();
    if (!match || method !== 'POST') return;
    const key = `${match[1]}:${match[2]}`;
    if (match[3] === 'claim') {
      claims.set(key, response.status());
      waiting.get(key)?.(response.status());
    } else if (response.status() === 200) run.decided.push(key);
    else run.refused += 1;
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    // A request still finishing as the run closes its context has no sizes to read.
    void request.sizes().then(
      (sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        run.api.requests += 1;
        run.api.bytes += bytes;
        if (path.endsWith('/context')) {
          run.context.requests += 1;
          run.context.bytes += bytes;
        }
      },
      () => undefined,
    );
  });
  /** The claim answer of the item shown (the screen claims each item it opens). */
  return (key: string) =>
    new Promise<number>((resolve) => {
      const known = claims.get(key);
      if (known !== undefined) resolve(known);
      else waiting.set(key, resolve);
    });
}

/**
 * Decides up to `count` items on the open /review page, or until its queue is empty.
 * `page` shows /review, signed in.
 */
export async function decideByKeys(page: Page, count: number, rejectEvery = 5): Promise<QueueRun> {
  const run: QueueRun = {
    ...{ times: [], answers: [], steps: [], decided: [], refused: 0, steeredAway: 0 },
    ...{ context: { requests: 0, bytes: 0 }, api: { requests: 0, bytes: 0 } },
  };
  const claimOf = watchAnswers(page, run);
  let withdrawals = 0;
  for (let attempts = 0; run.decided.length + run.refused < count; attempts += 1) {
    if (attempts > count * 3) throw new Error('The queue did not move on');
    const heading = String(await (await page.waitForFunction(shownItem)).jsonValue());
    if (heading === EMPTY_QUEUE) break;
    const key = keyOf(heading);
    if ((await claimOf(key)) === 409) {
      run.steeredAway += 1;
      await page.waitForFunction((shown) => {
        const now = document.querySelector('main h2')?.textContent ?? null;
        return now !== shown;
      }, heading);
      continue;
    }
    const reject = key.startsWith('withdrawal:') && ++withdrawals % rejectEvery === 0;
    if (reject) {
      await page.keyboard.press('r');
      await page.getByRole('dialog', { name: 'Reject' }).waitFor();
    }
    await page.evaluate(armNextPainted, heading);
    await page.keyboard.press(reject ? 'Enter' : 'a');
    const painted = await page.evaluate(nextPaintedMs);
    if (painted.ms < 0) break;
    run.times.push(painted.ms);
    run.steps.push(`${key} ${reject ? 'R' : 'A'}`);
    if (painted.answerMs >= 0) run.answers.push(painted.answerMs);
  }
  return run;
}
