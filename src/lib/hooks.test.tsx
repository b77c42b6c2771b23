// The debounce hook and URL-addressable dialogs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';
import { useUrlDialog } from './useUrlDialog';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value 300 ms after it stops changing', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });

  it('keeps the previous value while the new one is not accepted', () => {
    vi.useFakeTimers();
    const accept = (t: string) => t.length === 0 || t.length >= 3;
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300, accept), { initialProps: { v: 'ros' } });
    rerender({ v: 'ro' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('ros');
  });
});

function Page() {
  const dialog = useUrlDialog('modifica');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="where">{location.pathname + location.search}</div>
      <div data-testid="state">{dialog.isOpen ? `open ${dialog.id ?? ''}` : 'closed'}</div>
      <button onClick={() => dialog.open(7)}>open</button>
      <button onClick={dialog.close}>close</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={['/home', url]} initialIndex={1}>
      <Page />
    </MemoryRouter>,
  );

describe('useUrlDialog', () => {
  it('opens with ?dialog=…&id=… and Back closes it', () => {
    renderAt('/utentilist?page=2');
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('where')).toHaveTextContent('/utentilist?page=2&dialog=modifica&id=7');
    expect(screen.getByTestId('state')).toHaveTextContent('open 7');
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(screen.getByTestId('where')).toHaveTextContent('/utentilist?page=2');
  });

  it('close goes back to the page it was opened from', () => {
    renderAt('/utentilist');
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('close'));
    expect(screen.getByTestId('where').textContent).toBe('/utentilist');
  });

  it('a shared address opens the dialog; closing removes the parameters and stays on the page', () => {
    renderAt('/utentilist?dialog=modifica&id=3');
    expect(screen.getByTestId('state')).toHaveTextContent('open 3');
    fireEvent.click(screen.getByText('close'));
    expect(screen.getByTestId('where').textContent).toBe('/utentilist');
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });
});
