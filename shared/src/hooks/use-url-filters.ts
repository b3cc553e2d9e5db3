import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@rewards/shared/router';

type FilterValues = Record<string, string>;

/**
 * How a change is shown. 'typed' (a text or date field bound to the URL's value, the default):
 * in the render of the event, the router's render follows. 'chosen' (a sort, a select, Apply,
 * Clear): the value shown and the URL change in one transition, so the page renders once for
 * the change instead of twice (decision 048's addendum).
 */
export type FilterChange = 'typed' | 'chosen';

/**
 * A list screen's filter and sort state, kept in the URL query so a view can be shared and
 * survives a reload. Values equal to their default are left out of the URL to keep it short.
 * `defaults` must be a module-level constant (it is a memo dependency).
 *
 * The values shown change in the render of the change itself, before the URL does: the
 * router applies a navigation in a transition, and a search box showing the URL's value was
 * reset by React to the old text until that render, so fast typing lost characters ("sharma"
 * typed 10 ms apart became "shra"). The URL follows; a query this hook did not ask for (a
 * link, the back button) replaces what is shown. A change that no field types into
 * ('chosen') goes in the router's transition with it: one render of the page, not two.
 */
export function useUrlFilters<T extends FilterValues>(
  defaults: T,
): [T, (changes: Partial<T>, how?: FilterChange) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.toString();
  const requested = useRequestedQueries(urlQuery);
  // The query shown, and the URL's query when it was last looked at.
  const [state, setState] = useState({ shown: urlQuery, url: urlQuery });
  let query = state.shown;
  // The URL moved: to one of this hook's own steps (kept), or elsewhere (a link, the back
  // button: shown instead). Adjusting state while rendering, React's documented pattern. A
  // render that still sees an earlier step of the admin's typing while later ones are on their
  // way is behind, not elsewhere: under load React rendered the committed URL ("q=e") against
  // state a discarded transition render had moved on ("q=example.co"), and put "e" back in the
  // box with ten keys typed. The update is a function of the state it lands on: a transition
  // render's update that React replays after later keystrokes must not put back the text that
  // render saw ("examplom").
  if (urlQuery !== state.url && !requested.isPassedStep(urlQuery)) {
    const elsewhere = !requested.isPending(urlQuery) && urlQuery !== state.shown;
    if (elsewhere) query = urlQuery;
    setState((current) => ({ shown: elsewhere ? urlQuery : current.shown, url: urlQuery }));
  }

  const values = useMemo(() => {
    const current = { ...defaults };
    const fromQuery = new URLSearchParams(query);
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const value = fromQuery.get(key);
      if (value !== null) current[key] = value as T[typeof key];
    }
    return current;
  }, [query, defaults]);

  // The latest query and the router's setter, read when a change is made: `update` stays the
  // same function across changes, so memoised children given it (a sortable header) do not
  // render again.
  const latest = useRef({ query, setParams });
  latest.current = { query, setParams };
  const update = useCallback(
    (changes: Partial<T>, how: FilterChange = 'typed') => {
      const next = new URLSearchParams(requested.latest() ?? latest.current.query);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      const nextQuery = next.toString();
      requested.add(nextQuery);
      const show = () => {
        setState((current) => ({ ...current, shown: nextQuery }));
        latest.current.setParams(next, { replace: true });
      };
      // A field bound to the shown value is put back by React to the old one until a
      // transition renders (React's controlled inputs): typing shows each key at once.
      if (how === 'typed') show();
      else startTransition(show);
    },
    [requested, defaults],
  );

  const reset = useCallback(() => {
    update(defaults, 'chosen');
  }, [update, defaults]);

  return [values, update, reset];
}

/**
 * The queries this hook navigated to that no render has shown yet. The router applies a
 * navigation in a transition and its own functional update reads the last rendered query, so
 * a change made before that render (a click during a heavy render) would undo the one before
 * it. A rendered query this hook asked for drops it and those before it; any other (a link,
 * the back button) drops them all.
 */
function useRequestedQueries(urlQuery: string) {
  const queries = useRef<string[]>([]);
  // Every step asked for since nothing was last pending: the steps already rendered too.
  const steps = useRef<string[]>([]);
  useEffect(() => {
    const shown = queries.current.indexOf(urlQuery);
    queries.current = shown === -1 ? [] : queries.current.slice(shown + 1);
    if (queries.current.length === 0) steps.current = [];
  }, [urlQuery]);
  return useMemo(
    () => ({
      latest: () => queries.current.at(-1),
      add: (query: string) => {
        queries.current.push(query);
        steps.current.push(query);
      },
      /** A query asked for and not yet rendered: an intermediate step of this hook's changes. */
      isPending: (query: string) => queries.current.includes(query),
      /** An earlier step of this hook's changes, rendered already, while later ones are pending. */
      isPassedStep: (query: string) =>
        queries.current.length > 0 &&
        !queries.current.includes(query) &&
        steps.current.includes(query),
    }),
    [],
  );
}
