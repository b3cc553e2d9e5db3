// In-page probes of bench-sort-phases.ts: a sort or filter change timed inside the page, from
// the event to the new rows painted, with the phases between (all on the page's clock).

/** Installed before the page's own scripts: when the URL changes, and the long tasks. */
export const PHASE_INIT_SCRIPT = `
  globalThis.__name = (f) => f;
  globalThis.__urlAt = [];
  const replace = history.replaceState.bind(history);
  const push = history.pushState.bind(history);
  history.replaceState = (...args) => { __urlAt.push(performance.now()); return replace(...args); };
  history.pushState = (...args) => { __urlAt.push(performance.now()); return push(...args); };
  globalThis.__longTasks = [];
  globalThis.__sends = [];
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    __sends.push(performance.now());
    this.addEventListener('loadend', () => __loads.push(performance.now()));
    return send.apply(this, args);
  };
  // React calls this hook at each commit: when the page's renders land.
  globalThis.__commits = [];
  globalThis.__commitBusy = [];
  globalThis.__loads = [];
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      const line = document.querySelector('[aria-live="polite"][aria-busy]');
      __commits.push(performance.now());
      __commitBusy.push(line ? line.getAttribute('aria-busy') === 'true' : null);
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) __longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export interface Phases {
  /** Event dispatched → URL replaced (the router's navigation). */
  url: number | null;
  /** Event → the list request leaves (fetch start) and its answer's last byte. */
  requestStart: number | null;
  responseEnd: number | null;
  /** The server's part as the browser saw it (request sent → first byte). */
  waiting: number | null;
  /** Event → the new first row in the DOM, and after the next frame (painted). */
  rows: number;
  painted: number;
  /** Main-thread long tasks (> 50 ms) between the event and the paint, summed. */
  longTasks: number;
  requests: string[];
  /** React commits and long tasks ('start+duration') after the event: the renders' timeline. */
  commits: string;
  tasks: string;
  sends: string;
  /** When the page's script saw each answer (XHR loadend), 'b' on a commit: still busy. */
  loads: string;
}

export type Change =
  | { kind: 'sort'; header: string }
  /** A filter select; `submit` presses its form's Apply (a bar that applies on submit). */
  | { kind: 'select'; label: string; value: string; submit?: boolean }
  /** A filter input (a date) set as typing it would. */
  | { kind: 'input'; label: string; value: string };

/** Makes `change` on the table `caption`'s screen and resolves when its new rows are painted. */
export function timeChange([caption, change]: [string, Change]): Promise<Phases> {
  const table = document.querySelector(`table[aria-label="${caption}"]`);
  if (!table) throw new Error(`No table "${caption}"`);
  const firstRow = () => table.querySelector('tbody tr[aria-rowindex]')?.textContent ?? '';
  const before = firstRow();
  const busy = () => document.querySelector('[aria-live="polite"][aria-busy="true"]') !== null;
  const urlsBefore = (globalThis as unknown as { __urlAt: number[] }).__urlAt.length;
  const t0 = performance.now();
  if (change.kind === 'sort') {
    const buttons = Array.from(table.querySelectorAll<HTMLButtonElement>('thead button'));
    const button = buttons.find((b) => (b.textContent ?? '').trim().startsWith(change.header));
    if (!button) throw new Error(`No sortable header ${change.header}`);
    button.click();
  } else if (change.kind === 'input') {
    const labels = Array.from(document.querySelectorAll('label'));
    const label = labels.find((l) => (l.textContent ?? '').trim() === change.label);
    const input = label?.parentElement?.querySelector('input');
    if (!input) throw new Error(`No input ${change.label}`);
    // React tracks the value it set: the prototype's setter makes the event a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      change.value,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } else {
    const labels = Array.from(document.querySelectorAll('label'));
    const label = labels.find((l) => (l.textContent ?? '').trim() === change.label);
    const select = label?.parentElement?.querySelector('select');
    if (!select) throw new Error(`No select ${change.label}`);
    select.value = change.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    if (change.submit) select.form?.requestSubmit();
  }
  return new Promise((resolve, reject) => {
    // The count line is busy from the render that asks for the new list until its rows show.
    let sawBusy = false;
    const timeout = setTimeout(
      () =>
        reject(
          new Error(
            `rows never changed: busy seen ${sawBusy}, busy ${busy()}, same first row ${firstRow() === before}, loading ${table.querySelector('tbody tr[data-loading-row]') !== null}`,
          ),
        ),
      60_000,
    );
    // The list's answer is in and the list is not busy: what it shows is the new list (the
    // busy flag can rise and fall between two looks when the rows are the same).
    const answered = () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) =>
          entry.startTime >= t0 &&
          entry.responseEnd > 0 &&
          entry.name.includes('limit=') &&
          !entry.name.includes('/summary'),
      );
    let done = false;
    const check = () => {
      if (done) return;
      if (busy()) {
        sawBusy = true;
        return;
      }
      const text = firstRow();
      if (!text || table.querySelector('tbody tr[data-loading-row]')) return;
      if (!sawBusy && text === before && !answered()) return;
      finish();
    };
    const poll = () => {
      check();
      if (!done) requestAnimationFrame(poll);
    };
    const observer = new MutationObserver(check);
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timeout);
      const rows = performance.now() - t0;
      requestAnimationFrame(() =>
        setTimeout(() => {
          const painted = performance.now() - t0;
          const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime >= t0 && entry.name.includes('/api/'))
            .map((entry) => ({
              entry,
              path: new URL(entry.name).pathname + new URL(entry.name).search,
            }));
          const list = api.find(
            ({ path }) => !path.includes('/summary') && path.includes('limit='),
          );
          const g = globalThis as unknown as {
            __urlAt: number[];
            __longTasks: number[][];
            __commits: number[];
            __commitBusy: (boolean | null)[];
            __loads: number[];
          };
          const after = (value: number) => value >= t0 && value <= t0 + painted;
          const url = g.__urlAt.slice(urlsBefore)[0];
          const at = (value: number | undefined) => (value ? Math.round(value - t0) : null);
          resolve({
            url: at(url),
            requestStart: at(list?.entry.startTime),
            responseEnd: at(list?.entry.responseEnd),
            waiting: list ? Math.round(list.entry.responseStart - list.entry.requestStart) : null,
            rows: Math.round(rows),
            painted: Math.round(painted),
            longTasks: Math.round(
              g.__longTasks
                .filter(([start = 0]) => start >= t0 && start <= t0 + painted)
                .reduce((sum, [, duration = 0]) => sum + duration, 0),
            ),
            sends: (g as unknown as { __sends: number[] }).__sends
              .filter(after)
              .map((at) => Math.round(at - t0))
              .join(' '),
            commits: g.__commits
              .map((at, i) => [at, g.__commitBusy[i]] as const)
              .filter(([at]) => after(at))
              .map(([at, wasBusy]) => `${Math.round(at - t0)}${wasBusy ? 'b' : ''}`)
              .join(' '),
            loads: g.__loads
              .filter(after)
              .map((at) => Math.round(at - t0))
              .join(' '),
            tasks: g.__longTasks
              .filter(([start = 0]) => after(start))
              .map(
                ([start = 0, duration = 0]) => `${Math.round(start - t0)}+${Math.round(duration)}`,
              )
              .join(' '),
            requests: api.map(
              ({ entry, path }) =>
                `${Math.round(entry.startTime - t0)}-${Math.round(entry.responseEnd - t0)} ${path.slice(0, 70)}`,
            ),
          });
        }),
      );
    };
    requestAnimationFrame(poll);
    observer.observe(table, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    // The busy flag sits outside the table: look again when it changes.
    const line = document.querySelector('[aria-live="polite"][aria-busy]');
    if (line) observer.observe(line, { attributes: true });
  });
}
