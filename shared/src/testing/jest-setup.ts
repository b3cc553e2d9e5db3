/**
 * One setup for every jsdom test project: jest-dom matchers, the HTTP-edge mock server, and
 * the browser APIs Chakra v3 (Ark UI / Zag) expects and jsdom lacks.
 */
import '@testing-library/jest-dom';
import { installMockServer } from './mock-api';

// Every request a component sends is answered by the HTTP-edge mock or fails the test.
installMockServer();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout: every element is 0 px, so the virtualized DataTable would render no
// rows. A viewport-sized box lets its first window of rows render, as in a browser.
Object.defineProperties(HTMLElement.prototype, {
  clientHeight: { configurable: true, get: () => 800 },
  clientWidth: { configurable: true, get: () => 1200 },
});

window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

if (!('PointerEvent' in window)) {
  Object.assign(window, { PointerEvent: MouseEvent });
}

if (!navigator.clipboard) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async () => {}, readText: async () => '' },
    configurable: true,
  });
}

if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
}

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
