import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const notify = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify }));
const { useToast, NOTIFY_DURATION } = await import('./notify');

describe('notifications with the spec durations', () => {
  it('save success lasts 500 ms, failures and the default 3000 ms', () => {
    const { result } = renderHook(() => useToast());
    result.current.saved();
    expect(notify).toHaveBeenLastCalledWith('shell.notify.saved', expect.objectContaining({ type: 'success', autoHideDuration: 500 }));
    result.current.error('Finestra chiusa');
    expect(notify).toHaveBeenLastCalledWith('Finestra chiusa', expect.objectContaining({ type: 'error', autoHideDuration: 3000 }));
    result.current.error();
    expect(notify).toHaveBeenLastCalledWith('shell.notify.generic_error', expect.objectContaining({ autoHideDuration: 3000 }));
    result.current.show('x', 'info', { duration: 1234 });
    expect(notify).toHaveBeenLastCalledWith('x', expect.objectContaining({ autoHideDuration: 1234 }));
    expect(NOTIFY_DURATION).toEqual({ default: 3000, failure: 3000, saveSuccess: 500 });
  });

  it('is the same object at every render, so effects depending on it run once', () => {
    const { result, rerender } = renderHook(() => useToast());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
