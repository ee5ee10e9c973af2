import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCandidateDeck } from '../src/features/explore/hooks/use-candidate-deck';
import { CANDIDATES, candidate } from './fixtures';

const [RAWIRI, TOM, SIONE] = CANDIDATES as [
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
];

describe('useCandidateDeck bringBack', () => {
  it('makes a passed candidate current again, marked as returned until the next move', () => {
    const { result } = renderHook(() => useCandidateDeck(CANDIDATES));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.current).toBe(SIONE);
    const view = result.current.view;
    act(() => result.current.bringBack(TOM));
    expect(result.current.current).toBe(TOM);
    expect(result.current.returned).toBe(true);
    expect(result.current.view).toBe(view + 1);
    act(() => result.current.next());
    expect(result.current.current).toBe(SIONE);
    expect(result.current.returned).toBe(false);
  });

  it('adds someone brought back who is not in the loaded list', () => {
    const { result } = renderHook(() => useCandidateDeck([RAWIRI, TOM]));
    const hana = candidate({ n: 7, firstName: 'Hana', lastName: 'Kereama', score: 70 });
    act(() => result.current.bringBack(hana));
    expect(result.current.current).toBe(hana);
    expect(result.current.remaining).toEqual([RAWIRI, TOM, hana]);
    act(() => result.current.next());
    expect(result.current.current).toBe(RAWIRI);
  });
});
