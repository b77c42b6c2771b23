import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const notify = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify }));
const { useToast, useNoticeAfterReload, NOTIFY_DURATION } = await import('./notify');
const { pageReload, reloadPage } = await import('../lib/reloadPage');

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

  it('a reload with a notice shows it once the page is back, once (1000 ms)', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    reloadPage({ message: 'Le configurazioni sono state salvate correttamente', kind: 'success' });
    expect(reload).toHaveBeenCalledOnce();
    notify.mockClear();
    renderHook(() => useNoticeAfterReload());
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenLastCalledWith('Le configurazioni sono state salvate correttamente', expect.objectContaining({ type: 'success', autoHideDuration: 1000 }));
    renderHook(() => useNoticeAfterReload());
    expect(notify).toHaveBeenCalledOnce();
    reload.mockRestore();
  });
});
