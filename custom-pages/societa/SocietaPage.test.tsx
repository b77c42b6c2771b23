// The club screen's frame: which club it opens, and an answer the server gave is shown at once
// (a 404 is not asked again: src/providers/queryClient.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import SocietaPage from './SocietaPage';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/societa/:id', ({ params }) => {
    asked.push(String(params.id));
    return HttpResponse.json({ error: true, message: 'Società non trovata' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  session.update({ userType: null, abilities: [], profile: null });
});

const clubUser = () => session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read'], profile: { id: 3, societa_id: 1 } as never });

describe('club screen', () => {
  it('shows a club it cannot open at once, asking once', async () => {
    clubUser();
    renderWithAdmin(<SocietaPage />, { path: '/societa/:id', url: '/societa/23' });
    expect(await screen.findByText('Società non trovata')).toBeInTheDocument();
    expect(asked).toEqual(['23']);
  });

  it("opens a club user's own club on the new-club path (only administrators create clubs)", async () => {
    clubUser();
    renderWithAdmin(<SocietaPage />, { path: '/societa/:id', url: '/societa/nuova' });
    expect(await screen.findByText('Società non trovata')).toBeInTheDocument();
    expect(asked).toEqual(['1']);
    expect(screen.queryByText('Seleziona una società dalla lista')).toBeNull();
  });
});
