import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverIntent } from './use-hover-intent.ts';

describe('hover menus debounced by 150 ms (seed §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens only after the pointer has stayed 150 ms', () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(149));
    expect(result.current.hovered).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.hovered).toBe(true);
  });

  it('ignores a pointer that passes straight over', () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.hovered).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, unless it comes back', () => {
    const { result } = renderHook(() => useHoverIntent());
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.hovered).toBe(true);
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.hovered).toBe(false);
  });
});
