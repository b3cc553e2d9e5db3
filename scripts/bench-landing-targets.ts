/**
 * What `npm run bench:landing` holds the public pages to (decision 060). The inline CSS budget
 * and a layout shift are deterministic and fail the run; paint times on this shared 2-core
 * machine move by half from one run to the next, so they fail the run only past a ceiling well
 * above the target, which catches a page that stopped painting from its HTML, not noise.
 */
import { ROUTES } from '@rewards/contract/routes';
import { inlineCssBudget } from '../mfe-public/src/ssr/inline-css-budget';

/** `/` and every policy page: the pages a visitor arrives on from a search or a link. */
export const BENCH_PAGES: readonly string[] = [
  ROUTES.landing.path,
  ROUTES.privacyPolicy.path,
  ROUTES.terms.path,
  ROUTES.refundPolicy.path,
  ROUTES.amlPolicy.path,
];

/**
 * The mobile profile's targets, and the ceilings a run fails past: 2.5x the targets, above the
 * medians this machine gives under other engineers' load (up to 1.4 s FCP, 1.7 s LCP at a load
 * average of 12), below a page that is no longer server-rendered (4.6 s, decision 012).
 */
export const MOBILE_TARGETS = { fcpMs: 600, lcpMs: 800 };
export const MOBILE_CEILINGS = { fcpMs: 1_500, lcpMs: 2_000 };

export interface PageFigures {
  path: string;
  inlineCssBytes: number;
  /** Medians of the runs on one profile. */
  fcpMs: number;
  lcpMs: number;
  /** The largest of the runs: any shift is a fault, not noise. */
  cls: number;
}

/** What fails for one page: empty when it holds. `timed`: the mobile profile's figures. */
export function failuresOf(page: PageFigures, timed: boolean): string[] {
  const failures: string[] = [];
  const budget = inlineCssBudget(page.path);
  if (page.inlineCssBytes > budget)
    failures.push(`${page.path}: ${page.inlineCssBytes} B of inline CSS, budget ${budget} B`);
  if (page.cls > 0) failures.push(`${page.path}: layout shift ${page.cls.toFixed(4)}, must be 0`);
  if (timed && page.fcpMs > MOBILE_CEILINGS.fcpMs)
    failures.push(`${page.path}: FCP ${page.fcpMs} ms, ceiling ${MOBILE_CEILINGS.fcpMs} ms`);
  if (timed && page.lcpMs > MOBILE_CEILINGS.lcpMs)
    failures.push(`${page.path}: LCP ${page.lcpMs} ms, ceiling ${MOBILE_CEILINGS.lcpMs} ms`);
  return failures;
}
