/**
 * @jest-environment jsdom
 */
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { shareRefreshAcrossRuntimes } from './shared-refresh';

type RefreshRuntime = {
  injectIntoGlobalHook: (global: Window) => void;
  register: (type: unknown, id: string) => void;
  performReactRefresh: () => unknown;
};

/** A refresh runtime of its own, as each app's bundle carries one. */
function refreshRuntime(): RefreshRuntime {
  let runtime: RefreshRuntime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<RefreshRuntime>('react-refresh/runtime');
  });
  return runtime as RefreshRuntime;
}

/** The page's one React and React DOM, loaded after the hook exists, as the shell loads them. */
function reactOfThePage() {
  let react: typeof ReactModule | undefined;
  let client: typeof ReactDomClient | undefined;
  jest.isolateModules(() => {
    react = jest.requireActual<typeof ReactModule>('react');
    client = jest.requireActual<typeof ReactDomClient>('react-dom/client');
  });
  return {
    React: react as typeof ReactModule,
    createRoot: (client as typeof ReactDomClient).createRoot,
  };
}

/**
 * The shell's runtime injected before React DOM, a remote's after it (its remoteEntry.js runs
 * later), a page with a component of each; returns what an edit in each app would do.
 */
function federatedPage(share: boolean) {
  delete (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const shell = refreshRuntime();
  shell.injectIntoGlobalHook(window);
  if (share) shareRefreshAcrossRuntimes(window as Parameters<typeof shareRefreshAcrossRuntimes>[0]);
  const { React, createRoot } = reactOfThePage();
  const remote = refreshRuntime();
  remote.injectIntoGlobalHook(window);

  const text = (value: string) => () => React.createElement('span', null, value);
  const [Header, Label] = [text('Dashboard'), text('Status')];
  shell.register(Header, 'shell/header.tsx Header');
  remote.register(Label, 'mfe-users/user-filter-bar.tsx Label');
  const toggle = { current: () => undefined as void };
  function Page() {
    const [shown, setShown] = React.useState(true);
    toggle.current = () => setShown((value) => !value);
    const label = shown ? React.createElement(Label) : null;
    return React.createElement('p', null, React.createElement(Header), ' ', label);
  }
  const container = document.createElement('div');
  React.act(() => createRoot(container).render(React.createElement(Page)));
  return {
    container,

    editRemote: () => {
      remote.register(text('Status (edited)'), 'mfe-users/user-filter-bar.tsx Label');
      React.act(() => void remote.performReactRefresh());
    },
    editShell: () => {
      shell.register(text('Dashboard (edited)'), 'shell/header.tsx Header');
      React.act(() => void shell.performReactRefresh());
    },
    /** Unmounts and mounts the label again, as leaving and revisiting a route does. */
    remountLabel: () => {
      React.act(() => toggle.current());
      React.act(() => toggle.current());
    },
  };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

test('an edit in a remote re-renders the page its runtime joined after React DOM', () => {
  const page = federatedPage(true);
  expect(page.container.textContent).toBe('Dashboard Status');
  page.editRemote();
  expect(page.container.textContent).toBe('Dashboard Status (edited)');
  // The shell's edits still apply, and a label mounted afresh after them (React asks the
  // handler of the runtime that refreshed last) is the edited one.
  page.editShell();
  expect(page.container.textContent).toBe('Dashboard (edited) Status (edited)');
  page.remountLabel();
  expect(page.container.textContent).toBe('Dashboard (edited) Status (edited)');
});

test('without it the remote runtime finds no renderer: the screen stays stale', () => {
  // What `npm run dev` showed: "[HMR] Updated modules", and the old label on screen.
  const page = federatedPage(false);
  page.editRemote();
  expect(page.container.textContent).toBe('Dashboard Status');
});
