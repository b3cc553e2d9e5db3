import { act, renderHook } from '@testing-library/react';
import { applyInitialColorMode, COLOR_MODE_KEY, COLOR_MODE_SCRIPT } from './color-mode-script';
import { useColorMode } from './use-color-mode';

let systemDark = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  systemDark = false;
  listeners.clear();
  window.localStorage.clear();
  document.documentElement.className = '';
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && systemDark,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => jest.restoreAllMocks());

const root = () => document.documentElement;

describe('colour mode', () => {
  it('the inline script applies the system setting before anything renders', () => {
    systemDark = true;
    // Exactly what the page's <script> runs.
    new Function(COLOR_MODE_SCRIPT)();
    expect(root()).toHaveClass('dark');
    expect(root().style.colorScheme).toBe('dark');
  });

  it('a remembered choice wins over the system setting', () => {
    systemDark = true;
    window.localStorage.setItem(COLOR_MODE_KEY, 'light');
    expect(applyInitialColorMode(COLOR_MODE_KEY)).toBe('light');
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('follows the system while nothing is chosen; the toggle switches and remembers', () => {
    const { result } = renderHook(() => useColorMode());
    expect(result.current.mode).toBe('light');

    systemDark = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current.mode).toBe('dark');
    expect(root()).toHaveClass('dark');

    act(() => result.current.toggle());
    expect(result.current.mode).toBe('light');
    expect(root()).toHaveClass('light');
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
    // The system turning dark again no longer overrides the admin's choice.
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current.mode).toBe('light');
  });
});
