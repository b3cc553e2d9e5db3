/**
 * One setup for every jsdom test project: jest-dom matchers, the HTTP-edge mock server, and
 * the browser APIs Chakra v3 (Ark UI / Zag) expects and jsdom lacks.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installBrowserStubs } from './browser-stubs';
import { installMockServer } from './mock-api';

// findBy*/waitFor give up after 1 s by default; on CI's two busy cores a render after a mocked
// answer can take longer (user-table-live failed so, passing alone). A real failure still fails,
// only later.
configure({ asyncUtilTimeout: 5_000 });

// Every request a component sends is answered by the HTTP-edge mock or fails the test.
installMockServer();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

// A test may run in Node (`@jest-environment node`, e.g. server rendering): no DOM to patch.
if (typeof window !== 'undefined') installBrowserStubs();

// Chakra's toast group subscribes to its store on a timer; React reports that update as
// "not wrapped in act" although no test asserts on it. Drop only that warning.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const [first, second] = args;
  if (
    typeof first === 'string' &&
    first.includes('not wrapped in act') &&
    (String(second).includes('Toaster') || first.includes('Toaster'))
  ) {
    return;
  }
  originalError(...args);
};
