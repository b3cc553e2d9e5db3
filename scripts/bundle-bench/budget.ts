/**
 * `scripts/bundle-budget.json`, and the checks `npm run bench:bundle` fails on: a route over
 * its absolute budget (gzip KB, requests), over its ratio to the single-bundle baseline, or
 * (public routes) loading a source file its first load must not carry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../server/src/platform-apps';
import type { Measurement } from './measure';

export interface RouteBudget {
  maxJsGzipKb: number;
  maxRequests: number;
  /** Federated gzip JS / single-bundle gzip JS. */
  maxRatio: number;
  /** Where maxRatio is heading (issue 15: 1.15); printed beside the ratio, not enforced. */
  targetRatio?: number;
  /** Regular expressions over source-map paths no script of this first load may contain. */
  forbiddenSources?: string[];
}

export interface RouteResult {
  path: string;
  federated: Measurement;
  singleBundle: Measurement;
  /** The federated first load's source files (from the scripts' source maps). */
  sources: string[];
}

export const BUDGET_FILE = path.join(ROOT_DIR, 'scripts', 'bundle-budget.json');

export function readBudgets(): Record<string, RouteBudget> {
  return (
    JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as { routes: Record<string, RouteBudget> }
  ).routes;
}

export function ratioOf(result: RouteResult): number {
  return Number((result.federated.jsGzipKb / result.singleBundle.jsGzipKb).toFixed(2));
}

/** One line per broken budget; a measured route without a budget counts as broken too. */
export function overBudget(
  results: readonly RouteResult[],
  budgets: Record<string, RouteBudget>,
): string[] {
  return results.flatMap((result) => {
    const budget = budgets[result.path];
    const route = result.path;
    if (!budget) return [`${route}: no budget in ${path.relative(ROOT_DIR, BUDGET_FILE)}`];
    const { jsGzipKb, requests } = result.federated;
    const ratio = ratioOf(result);
    const problems: string[] = [];
    if (jsGzipKb > budget.maxJsGzipKb)
      problems.push(`${route}: ${jsGzipKb} KB gzip JS > budget ${budget.maxJsGzipKb} KB`);
    if (requests > budget.maxRequests)
      problems.push(`${route}: ${requests} requests > budget ${budget.maxRequests}`);
    if (ratio > budget.maxRatio)
      problems.push(`${route}: ${ratio}x the single bundle > budget ${budget.maxRatio}x`);
    for (const pattern of budget.forbiddenSources ?? []) {
      const hits = result.sources.filter((source) => new RegExp(pattern).test(source));
      if (hits.length > 0)
        problems.push(`${route}: first load carries ${pattern} (${hits.slice(0, 3).join(', ')})`);
    }
    return problems;
  });
}
