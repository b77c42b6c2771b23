// The transfers screens keep their open tab in the address (?tab=pending|storico): a reload or a copied
// link opens the same tab and reads its transfers.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import TrasferimentiPage from './TrasferimentiPage';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/trasferimento', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('tab') ?? '');
    return HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } } as never));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};
const open = (url: string) =>
  renderWithAdmin(
    <>
      <TrasferimentiPage />
      <Where />
    </>,
    { path: '/trasferimenti', url },
  );

describe('transfers screen, tab in the address', () => {
  it("opens 'Storico' from ?tab=storico and reads that tab only", async () => {
    open('/trasferimenti?tab=storico');
    expect(await screen.findByRole('tab', { name: 'Storico' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked).toEqual(['storico']));
  });

  it('writes the tab chosen', async () => {
    const user = userEvent.setup();
    open('/trasferimenti');
    expect(await screen.findByRole('tab', { name: 'In attesa di Approvazione' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Storico' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/trasferimenti?tab=storico');
    await waitFor(() => expect(asked).toEqual(['pending', 'storico']));
  });
});
