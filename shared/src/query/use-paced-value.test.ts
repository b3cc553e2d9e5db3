import { act, renderHook } from '@testing-library/react';
import { usePacedValue } from './use-paced-value';

function setup(initial: string) {
  const renders: string[] = [];
  const hook = renderHook(
    ({ value }) => {
      const paced = usePacedValue(value, 150);
      renders.push(paced);
      return paced;
    },
    { initialProps: { value: initial } },
  );
  return { ...hook, renders };
}

describe('usePacedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes a change after a quiet spell on in the render that brings it', () => {
    const { result, rerender, renders } = setup('');
    renders.length = 0;
    rerender({ value: 'k' });
    expect(result.current).toBe('k');
    // No second render to catch up: the first one already showed it.
    expect(renders).toEqual(['k']);
  });

  it('holds a burst back and passes its latest value on after the interval', () => {
    const { result, rerender } = setup('');
    rerender({ value: 'k' });
    act(() => jest.advanceTimersByTime(50));
    rerender({ value: 'kh' });
    rerender({ value: 'kha' });
    expect(result.current).toBe('k');
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toBe('k');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('kha');
  });

  it('drops a held change that is undone before it goes out', () => {
    const { result, rerender } = setup('');
    rerender({ value: 'k' });
    rerender({ value: 'kh' });
    rerender({ value: 'k' });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe('k');
  });
});
