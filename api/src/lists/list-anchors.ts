import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TRACKED_TABLES } from '../db/tracked-tables';
import type { CursorState } from './list-cursor';
import { changedSince, type Mark, markOf } from './list-anchor-drift';
import { walkAnchors } from './list-anchor-walk';
import type { PageStart } from './list-page';
import type { AnyListSource } from './list-source';
import { listViewKey, type ListView } from './list-view';

// Jumps by anchors (decision 050). A jump to row P skipped P entries of the sort index
// (OFFSET): 100-700 ms at 5,000,000 wallet rows on SQLite, more on a cold cache. Instead each
// view keeps the (key, id) of every `spacing`-th row, and a jump reads on from the anchor
// before it with an OFFSET under `spacing`. The anchors are found by walking the index a step
// at a time up to the furthest row asked, in the background of the jump that asked (which
// skips on from the last anchor found, as it did from the top). An anchor stays a valid keyset
// point whatever changes (the row need not exist), so paging on from a jump is the cursor's
// paging, each row once; only the anchor's position drifts, by at most the rows changed since
// it was found. The anchors are kept while that is under `spacing` rows (a scrollbar drag
// lands within a pixel's worth of rows either way) and found again afterwards. A view's first
// page starts the walk too, after its answer, so the first jump finds the anchors walked.

/** Anchors of a list of `total` rows: about a thousand, at least this far apart. */
export const ANCHOR_SPACING_MIN = 1_000;
const ANCHORS_PER_LIST = 1_000;
/** Rows stepped over between two turns of the event loop at most, in whole steps. */
const WALK_CHUNK_ROWS = 25_000;
/**
 * Time a chunk of steps may hold the event loop (SQLite runs them in process): the next chunk
 * takes as many steps as the last ones' pace fits in it. 25,000 rows of a filtered view read
 * through a non-covering sort index took 200-1,500 ms on a loaded machine, and every request
 * of that API instance waited behind them.
 */
const WALK_SLICE_MS = 5;
/** Views whose anchors are kept (each at most ~1,000 keys). */
const VIEWS_KEPT = 50;
/**
 * Walks started by first pages under way at once in this instance (process), over all lists:
 * a busy server's mixed load of first pages walks one view at a time.
 */
const WARM_WALKS_MAX = 1;
/**
 * First pages answered while a walk was under way wait their turn, the newest first (its admin
 * is the likeliest to jump next); older ones past this many are dropped, and their first jump
 * walks as before.
 */
const WARM_WAITING_MAX = 4;
let warmWalks = 0;
/** Walks started by first pages, until their view's anchors are walked. */
const warming = new Set<Promise<void>>();
const waiting: (() => void)[] = [];

/** Walks started by first pages under way in this process (tests and benches). */
export const warmWalksUnderWay = () => warmWalks;
/** Resolves once the walks started by first pages so far, and those waiting, are done (tests). */
export async function anchorsWarmed(): Promise<void> {
  while (warming.size > 0) await Promise.all(warming);
}

const entityOf = (source: AnyListSource) =>
  TRACKED_TABLES.find((tracked) => tracked.table === source.table)?.entity;

export const anchorSpacing = (total: number) =>
  Math.max(ANCHOR_SPACING_MIN, Math.ceil(total / ANCHORS_PER_LIST));

interface AnchorSet {
  spacing: number;
  mark: Mark;
  /** anchors[i]: the row at position (i + 1) × spacing − 1 (the last before the next step). */
  anchors: CursorState[];
  /** The view has no rows past the last anchor's step (or its walk failed: no more). */
  ended: boolean;
  /** The furthest anchor a jump (or the first page: the last one) asked for. */
  target: number;
  /** The walk under way (one per view), in the background of the jumps. */
  walking: Promise<void> | null;
  /** Replaced (its view changed too much) or dropped: its walk stops. */
  retired: boolean;
}

/** What an anchored jump needs from the routes: the view planned for reading `window` rows. */
export type PlanFor = (window: number) => Promise<ListView>;

/** The anchors of every view an app's admins jump in, found lazily and kept in memory. */
export function createListAnchors(db: Kysely<Database>, spacingOf = anchorSpacing) {
  const sets = new Map<string, AnchorSet>();

  async function setFor(source: AnyListSource, view: ListView, total: number, entity: string) {
    const key = listViewKey(source, view);
    const kept = sets.get(key);
    if (
      kept &&
      (await changedSince(db, entity, source.table, kept.mark, kept.spacing)) <= kept.spacing
    )
      return kept;
    const set: AnchorSet = {
      spacing: spacingOf(total),
      mark: await markOf(db, source.table),
      anchors: [],
      ended: false,
      target: -1,
      walking: null,
      retired: false,
    };
    // Another request (a first page's walk and a jump) made the view's set meanwhile.
    const made = sets.get(key);
    if (made && made !== kept) return made;
    if (kept) kept.retired = true;
    sets.delete(key);
    sets.set(key, set);
    if (sets.size > VIEWS_KEPT) {
      const oldest = sets.keys().next().value as string;
      sets.get(oldest)!.retired = true;
      sets.delete(oldest);
    }
    return set;
  }

  /**
   * Walks on from the last anchor until anchors[index] is known or the view ends, a chunk at
   * a time with the event loop free between chunks (SQLite's steps hold it), while jumps go on
   * from the anchors found so far.
   */
  function walkTo(source: AnyListSource, set: AnchorSet, index: number, planFor: PlanFor) {
    set.target = Math.max(set.target, index);
    if (set.walking || set.ended) return;
    set.walking = (async () => {
      // After the asking jump's own read (SQLite runs it before the next turn of the loop).
      await new Promise((resolve) => setImmediate(resolve));
      const view = await planFor(set.spacing + 1);
      const chunkMax = Math.max(1, Math.floor(WALK_CHUNK_ROWS / set.spacing));
      let chunk = 1;
      while (!set.ended && !set.retired && set.anchors.length <= set.target) {
        const wanted = Math.min(chunk, set.target + 1 - set.anchors.length);
        const last = set.anchors.at(-1) ?? null;
        const began = performance.now();
        const found = await walkAnchors(db, source, view, last, set.spacing, wanted);
        const stepMs = (performance.now() - began) / Math.max(1, found.length);
        chunk = Math.min(chunkMax, Math.max(1, Math.floor(WALK_SLICE_MS / stepMs)));
        set.anchors.push(...found);
        if (found.length < wanted) set.ended = true;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })()
      // A failed walk leaves the anchors it found; jumps skip on from the last one.
      .catch(() => void (set.ended = true))
      .finally(() => void (set.walking = null));
  }

  /**
   * Where a jump to `position` starts: after the anchor before it and a short skip (past the
   * anchors walked so far: a longer skip from the last one, as the walk goes on), or the
   * position itself (a near one, a list without change events, a search: decision 050).
   */
  async function jumpStart(
    source: AnyListSource,
    view: ListView,
    position: number,
    total: number,
    planFor: PlanFor,
  ): Promise<PageStart> {
    const entity = entityOf(source);
    if (!entity || position < spacingOf(total)) return { position };
    const set = await setFor(source, view, total, entity);
    const index = Math.floor(position / set.spacing) - 1;
    if (index < 0) return { position };
    if (set.anchors.length <= index) walkTo(source, set, index, planFor);
    const at = Math.min(index, set.anchors.length - 1);
    const anchor = set.anchors[at];
    if (!anchor) return { position };
    return { after: anchor, skip: position - (at + 1) * set.spacing };
  }

  /**
   * Walks a view's anchors to its end once its first page has been answered, so that the
   * scrollbar's first jump usually finds them (decision 050). Only for a view whose anchors are
   * not kept yet and that a jump could take past one spacing; the callers leave out searches.
   */
  function warm(source: AnyListSource, view: ListView, total: number, planFor: PlanFor) {
    const entity = entityOf(source);
    if (!entity || total <= spacingOf(total)) return;
    if (sets.has(listViewKey(source, view))) return;
    if (warmWalks >= WARM_WALKS_MAX) {
      waiting.push(() => warm(source, view, total, planFor));
      if (waiting.length > WARM_WAITING_MAX) waiting.shift();
      return;
    }
    warmWalks += 1;
    const walk = (async () => {
      const set = await setFor(source, view, total, entity);
      walkTo(source, set, Math.floor((total - 1) / set.spacing) - 1, planFor);
      await set.walking;
    })()
      // A failed start leaves the view as it was: its first jump walks.
      .catch(() => undefined)
      .finally(() => {
        warmWalks -= 1;
        warming.delete(walk);
        waiting.pop()?.();
      });
    warming.add(walk);
  }

  /** Resolves once no walk is under way (tests). */
  async function walked(): Promise<void> {
    await Promise.all(warming);
    for (const set of sets.values()) await set.walking;
  }

  return { jumpStart, warm, walked };
}
