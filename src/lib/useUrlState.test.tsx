// The screens' tab and list search live in the address: read on load, a tab change is a history entry
// (Back/Forward follow it), typing replaces the entry, and a change of the address reaches the screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pathKeeping, useUrlSearch, useUrlState } from './useUrlState';

afterEach(cleanup);

function Screen() {
  const [tab, setTab] = useUrlState('tab', 'uno');
  const search = useUrlSearch();
  return (
    <>
      <p data-testid="tab">{tab}</p>
      <button onClick={() => setTab('due')}>due</button>
      <button onClick={() => setTab('uno')}>uno</button>
      <input aria-label="Cerca" value={search.text} onChange={(e) => search.setText(e.target.value)} />
      <p data-testid="term">{search.term}</p>
    </>
  );
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/societa/:id?', element: <Screen /> },
      { path: '*', element: <p>altrove</p> },
    ],
    { initialEntries: ['/altrove', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where };
}

describe('useUrlState / useUrlSearch', () => {
  it('opens the tab and the search of the address (a reload, a copied link)', () => {
    open('/societa/7?tab=due&q=roma');
    expect(screen.getByTestId('tab')).toHaveTextContent('due');
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue('roma');
    expect(screen.getByTestId('term')).toHaveTextContent('roma');
  });

  it('writes a tab change as a new entry, leaves the default out, and follows Back and Forward', async () => {
    const user = userEvent.setup();
    const { router, where } = open('/societa/7');
    expect(screen.getByTestId('tab')).toHaveTextContent('uno');
    await user.click(screen.getByRole('button', { name: 'due' }));
    expect(where()).toBe('/societa/7?tab=due');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('tab')).toHaveTextContent('uno');
    expect(where()).toBe('/societa/7');
    await act(() => router.navigate(1));
    expect(screen.getByTestId('tab')).toHaveTextContent('due');
    await user.click(screen.getByRole('button', { name: 'uno' }));
    expect(where()).toBe('/societa/7');
  });

  it('puts the settled search in the address in place of the current entry (no entry per keystroke)', async () => {
    const user = userEvent.setup();
    const { router, where } = open('/societa/7?tab=due');
    const box = screen.getByRole('textbox', { name: 'Cerca' });
    await user.type(box, 'pal');
    await vi.waitFor(() => expect(where()).toBe('/societa/7?tab=due&q=pal'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('term')).toHaveTextContent('pal');
    // Two characters are no search (spec 1 §5): the address keeps the last one.
    await user.clear(box);
    await user.type(box, 'pa');
    await vi.waitFor(() => expect(screen.getByTestId('term')).toHaveTextContent('pal'));
    await user.clear(box);
    await vi.waitFor(() => expect(where()).toBe('/societa/7?tab=due'));
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the page: the search never made entries of its own.
    await act(() => router.navigate(-1));
    expect(where()).toBe('/altrove');
  });

  it('brings an address changed from outside (a link, Back) into the box', async () => {
    const { router } = open('/societa/7?q=roma');
    await act(() => router.navigate('/societa/8?q=milano'));
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue('milano');
    expect(screen.getByTestId('term')).toHaveTextContent('milano');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue('roma');
  });

  it('pathKeeping carries only the named parameters', () => {
    const params = new URLSearchParams('tab=contabilita&q=roma%20nord');
    expect(pathKeeping('/societa/8', params, ['q'])).toBe('/societa/8?q=roma+nord');
    expect(pathKeeping('/societa/8', new URLSearchParams('tab=x'), ['q'])).toBe('/societa/8');
  });
});
