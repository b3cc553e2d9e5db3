import type { ReliabilityCheck, ReliabilityReport } from '../reliability-check';
import { apiClient, isErrorShape } from '../support/api-client';
import { openPlatformDb } from '../../support/platform-db';
import { changedParts, dataFingerprint, type DataFingerprint } from '../support/data-fingerprint';
import { fuzzCases, type FuzzCase } from '../support/fuzz-cases';
import { mutatingRoutes } from '../support/fuzz-routes';
import { seededRandom, SUITE_SEED } from '../support/seed';

const CASES_PER_ROUTE = 200;
// Small concurrent batches: fast, and a changed checksum still points at a few cases.
const BATCH = 16;

/**
 * Sends at least 200 malformed requests to every mutating route the API's OpenAPI document
 * lists: 0 may answer 5xx, every 4xx must use the error shape, and a batch answered only
 * with 4xx must leave every table and the uploads folder exactly as they were.
 */
export const fuzzMutatingRoutes: ReliabilityCheck = {
  name: 'fuzzer: malformed requests to every mutating route',
  async run(target): Promise<ReliabilityReport> {
    const routes = await mutatingRoutes(target.apiUrl);
    const db = openPlatformDb(target.dataDir);
    // The signed-in requests move the session's idle expiry on every call.
    const fingerprint = () => dataFingerprint(db, target.dataDir, ['admin_sessions']);
    const random = seededRandom(SUITE_SEED);
    const failures: string[] = [];
    let tried = 0;
    try {
      for (const route of routes) {
        // A fresh session per route: the logout route's cases end theirs.
        const send = apiClient(target, await target.signIn());
        const cases = fuzzCases(route, random, CASES_PER_ROUTE);
        let accepted = 0;
        // A refused batch's after is the next batch's before (nothing runs between them); a
        // batch with a success may have changed data, so the next one reads afresh.
        let before: DataFingerprint | undefined;
        for (let i = 0; i < cases.length; i += BATCH) {
          const batch = cases.slice(i, i + BATCH);
          before ??= await fingerprint();
          const answers = await Promise.all(batch.map((c) => send(c.request)));
          tried += batch.length;
          const where = (c: FuzzCase) => `${route.method} ${route.template} [${c.label}]`;
          answers.forEach((answer, j) => {
            const c = batch[j] as FuzzCase;
            if (answer.status === 0 && !c.mayCloseEarly)
              failures.push(`${where(c)}: no answer (${String(answer.body)})`);
            else if (answer.status >= 500) failures.push(`${where(c)}: ${answer.status}`);
            else if (answer.status >= 400 && !isErrorShape(answer.body))
              failures.push(`${where(c)}: ${answer.status} without the error shape`);
          });
          const successes = answers.filter((a) => a.status > 0 && a.status < 400).length;
          accepted += successes;
          // A batch with a success may change data; only all-refused batches are compared.
          if (successes > 0) {
            before = undefined;
            continue;
          }
          const after = await fingerprint();
          const changed = changedParts(before, after);
          before = after;
          if (changed.length)
            failures.push(
              `${route.method} ${route.template}: refused batch ${batch.map((c) => c.label).join(' | ')} changed ${changed.join(', ')}`,
            );
        }
        console.log(
          `  ${route.method} ${route.template}: ${cases.length} cases, ${accepted} accepted as valid`,
        );
      }
    } finally {
      await db.destroy();
    }
    return { check: this.name, tried, failures };
  },
};
