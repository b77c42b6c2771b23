// The duplicate check before saving is asked only by who may add people (economicssocieta:write, the
// server's rule for GET anagrafica/duplicati): a member editing himself does not ask it (security audit).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { AnagraficaForm } from './AnagraficaForm';
import { testMember } from './testMember';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/anagrafica/duplicati', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('cognome') ?? '');
    return HttpResponse.json({ data: [], altri: 0 });
  }),
  http.get('*/api/comitato', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/provincia', () => HttpResponse.json({ data: [] })),
  http.get('*/api/localita', () => HttpResponse.json({ data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function renderForm(userType: string, abilities: string[]) {
  session.update({ token: '1|a', userType, abilities, season: { id: 2, nome: '2026/2027' } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithAdmin(<AnagraficaForm mode="edit" member={testMember} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />, { queryClient });
  // The check is a query of the form's first render (the member's name and birth date are there).
  const duplicateQueries = () => queryClient.getQueryCache().findAll({ queryKey: ['anagrafica', 'duplicati'] });
  return { duplicateQueries };
}

describe('member form: duplicate check', () => {
  it('a member editing himself does not ask it', async () => {
    const { duplicateQueries } = renderForm('anagrafica', ['anagrafica:write']);
    expect(await screen.findByRole('textbox', { name: 'Cognome' })).toBeInTheDocument();
    expect(duplicateQueries()).toEqual([]);
  });

  it('who may add people asks it', async () => {
    const { duplicateQueries } = renderForm('societa', ['anagrafica:write', 'economicssocieta:write']);
    expect(await screen.findByRole('textbox', { name: 'Cognome' })).toBeInTheDocument();
    expect(duplicateQueries()).toHaveLength(1);
    await waitFor(() => expect(asked).toContain('Rossi'));
  });
});
