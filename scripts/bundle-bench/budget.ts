/**
 * `scripts/bundle-budget.json`, and the checks `npm run bench:bundle` fails on: a route over
 * its absolute budget (gzip KB, requests), over its ratio to the single-bundle baseline, or
 * (public routes) loading a source file its first load must not carry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../server/src/platform-apps';
import type { Measurement } from './measure';
import type { RepeatVisit } from './repeat-visit';

export interface RouteBudget {
  maxJsGzipKb: number;
  maxRequests: number;
  /** Federated gzip JS / single-bundle gzip JS. */
  maxRatio: number;
  /** Where maxRatio is heading (decision 010: 1.15); printed beside the ratio, not enforced. */
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

/** Per route: the most a returning admin may download again after one remote's deploy. */
export interface RepeatVisitBudget {
  maxKb: number;
  /** Federated KB / single-bundle KB (decision 032: at most 1.0, parity with a monolith). */
  maxRatio: number;
}

export function readRepeatBudgets(): Record<string, RepeatVisitBudget> {
  return (
    JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as {
      repeatVisit: Record<string, RepeatVisitBudget>;
    }
  ).repeatVisit;
}

export function repeatOverBudget(
  visits: readonly RepeatVisit[],
  budgets: Record<string, RepeatVisitBudget>,
): string[] {
  return visits.flatMap((visit) => {
    const budget = budgets[visit.path];
    const label = `${visit.path} after a deploy`;
    if (!budget) return [`${label}: no repeatVisit budget`];
    const ratio = Number((visit.federatedKb / Math.max(visit.singleBundleKb, 0.1)).toFixed(2));
    const problems: string[] = [];
    if (visit.federatedKb > budget.maxKb)
      problems.push(
        `${label}: ${visit.federatedKb} KB downloaded again > budget ${budget.maxKb} KB`,
      );
    if (ratio > budget.maxRatio)
      problems.push(`${label}: ${ratio}x the single bundle > budget ${budget.maxRatio}x`);
    return problems;
  });
}

/** `/` on the mobile profile: federated ms until a tap on Menu answers / the single bundle's. */
export interface TapBudget {
  maxRatio: number;
  /** Decision 032: 1.05; printed, not enforced until reached. */
  targetRatio?: number;
}

export function readTapBudget(): TapBudget {
  return (JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as { tapToResponse: TapBudget })
    .tapToResponse;
}

export function tapOverBudget(
  tap: { federatedMs: number; singleBundleMs: number },
  budget: TapBudget,
): string[] {
  const ratio = Number((tap.federatedMs / tap.singleBundleMs).toFixed(2));
  if (!(ratio <= budget.maxRatio))
    return [
      `/ tap to response on mobile: ${ratio}x the single bundle > budget ${budget.maxRatio}x`,
    ];
  return [];
}
