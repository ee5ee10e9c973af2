import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCardExit } from '../src/features/explore/hooks/use-card-exit';

function motion(allowed: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? !allowed : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useCardExit', () => {
  it('moves on once the card has animated away, and only once', () => {
    motion(true);
    const then = vi.fn();
    const { result } = renderHook(() => useCardExit());
    act(() => result.current.leave('liked', then));
    expect(result.current.exit).toBe('liked');
    expect(then).not.toHaveBeenCalled();
    act(() => result.current.finish());
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current.exit).toBeNull();
    act(() => result.current.finish());
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('moves on after a while when the animation never says it ended', () => {
    vi.useFakeTimers();
    motion(true);
    const then = vi.fn();
    const { result } = renderHook(() => useCardExit());
    act(() => result.current.leave('passed', then));
    act(() => vi.advanceTimersByTime(449));
    expect(then).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current.exit).toBeNull();
  });

  it('moves on at once under reduced motion', () => {
    motion(false);
    const then = vi.fn();
    const { result } = renderHook(() => useCardExit());
    act(() => result.current.leave('liked', then));
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current.exit).toBeNull();
  });
});
