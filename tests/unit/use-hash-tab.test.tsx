import { act, renderHook } from '@testing-library/react';
import { useHashTab } from '@/components/account/use-hash-tab';

afterEach(() => window.history.replaceState(null, '', '/'));

it('reads the tab from the hash and writes it back without a history entry', () => {
  window.history.replaceState(null, '', '/en/dashboard#settings');
  const { result } = renderHook(() => useHashTab());
  expect(result.current[0]).toBe('settings');
  const entries = window.history.length;
  act(() => void result.current[1]('tracking'));
  expect(result.current[0]).toBe('tracking');
  expect(window.location.hash).toBe('#tracking');
  expect(window.history.length).toBe(entries);
});

it('says whether the tab changed: asking again for the same one is no change', () => {
  // Radix Tabs asks on mouse down and again on the focus that follows, before a re-render.
  window.history.replaceState(null, '', '/dashboard');
  const { result } = renderHook(() => useHashTab());
  const [tab, select] = result.current;
  expect(tab).toBe('profile');
  let changes: boolean[] = [];
  act(() => {
    changes = [select('profile'), select('settings'), select('settings'), select('profile')];
  });
  expect(changes).toEqual([false, true, false, true]);
  expect(result.current[0]).toBe('profile');
});
