/**
 * Dev builds only (rspack.base.ts puts `shared-refresh-entry.ts` first in every app's main
 * entry): lets the React Refresh runtime of each federated app refresh the one React DOM of
 * the page, so an edit to a remote shows in the shell as it does when the remote runs alone.
 *
 * Each app bundles its own refresh runtime (`@rspack/plugin-react-refresh`), and in the shell
 * only the shell's runtime was injected before React DOM. A runtime finds the renderer either
 * when React DOM injects itself or, if later, in `hook.renderers`; but the stand-in hook a
 * refresh runtime creates when React DevTools is absent never fills `renderers`. A remote's
 * runtime, injected when its remoteEntry.js runs, so found no renderer: its updates were
 * applied ("[HMR] Updated modules") and nothing re-rendered. Here the hook records renderers
 * as React DevTools does. And since React keeps one refresh handler, set by whichever runtime
 * refreshed last, the renderer gets one that asks every runtime's handler in turn: each
 * component type is registered with exactly one of them.
 */
type RefreshHandler = (type: unknown) => unknown;

interface RendererInternals {
  setRefreshHandler?: (handler: RefreshHandler | null) => void;
}

interface DevToolsHook {
  renderers: Map<number, RendererInternals>;
  inject: (internals: RendererInternals) => number;
  isDisabled?: boolean;
  sharedRefresh?: true;
  [hook: string]: unknown;
}

type HookHolder = { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook };

/** The hook a refresh runtime would create, for a page whose runtime has not run yet. */
function standInHook(): DevToolsHook {
  let nextId = 0;
  const noop = () => undefined;
  return {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => nextId++,
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: noop,
    onCommitFiberUnmount: noop,
  };
}

/** One handler for the renderer: the family of a type from whichever runtime registered it. */
function askEveryRuntime(internals: RendererInternals): void {
  const setHandler = internals.setRefreshHandler;
  if (typeof setHandler !== 'function') return;
  const handlers = new Set<RefreshHandler>();
  const resolveFamily: RefreshHandler = (type) => {
    for (const handler of handlers) {
      const family = handler(type);
      if (family !== undefined) return family;
    }
    return undefined;
  };
  internals.setRefreshHandler = (handler) => {
    if (handler) handlers.add(handler);
    setHandler(handlers.size ? resolveFamily : null);
  };
}

export function shareRefreshAcrossRuntimes(global: HookHolder): void {
  const hook = (global.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= standInHook());
  if (hook.isDisabled || hook.sharedRefresh) return;
  hook.sharedRefresh = true;
  const inject = hook.inject;
  hook.inject = function (this: DevToolsHook, internals: RendererInternals) {
    askEveryRuntime(internals);
    const id = inject.call(this, internals);
    if (!hook.renderers.has(id)) hook.renderers.set(id, internals);
    return id;
  };
}
