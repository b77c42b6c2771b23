// A search picker says a failed search as soon as the server has answered it (msw in front of the real
// API client, in the app's own query cache): a 4xx or 5xx is asked once, not three more times (~7 s of
// 'Caricamento…' before the message); a search that got no answer (the network) is tried once more.
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../providers/http';
import { newQueryClient } from '../providers/queryClient';
import { theme } from '../layout/theme';
import { SearchPicker } from './SearchPicker';

interface Club {
  id: number;
  nome: string;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const lookup = (search: string, signal: AbortSignal) => api<{ data: Club[] }>('societa/lookup', { query: { search }, signal }).then((r) => r.data);

const Picker = () => {
  const [value, setValue] = useState<Club | null>(null);
  return <SearchPicker label="Società" value={value} onChange={setValue} search={lookup} queryKey={['test', 'lookup']} optionLabel={(o) => o.nome} />;
};

/** The lookup answering `answer` each time; how many times it was asked. */
function renderPicker(answer: () => Response) {
  let calls = 0;
  server.use(
    http.get('*/api/societa/lookup', () => {
      calls += 1;
      return answer();
    }),
  );
  render(
    // The app's cache, with its own retry policy for the other reads (src/providers/queryClient.ts).
    <QueryClientProvider client={newQueryClient({ onSessionEnded: () => undefined })}>
      <ThemeProvider theme={createTheme(theme)}>
        <Picker />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { calls: () => calls };
}

/** Longer than the cache's three retries would take (~7 s): what is counted is the calls, not the time. */
const WAIT = 12_000;

const type = () => userEvent.type(screen.getByRole('combobox', { name: 'Società' }), 'rom');

describe('a failed search in a picker', () => {
  it(
    "refused (403): the server's message, asked once",
    async () => {
      const r = renderPicker(() => HttpResponse.json({ error: true, message: 'Non hai i permessi per questa operazione' }, { status: 403 }));
      await type();
      expect(await screen.findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent('Non hai i permessi per questa operazione');
      expect(r.calls()).toBe(1);
    },
    2 * WAIT,
  );

  it(
    'a server error (500): Si è verificato un errore, asked once, without the cache’s three more tries',
    async () => {
      const r = renderPicker(() => HttpResponse.json({ error: true }, { status: 500 }));
      await type();
      // Waits long enough for the cache's three retries (1 s, 2 s, 4 s apart): the count tells them.
      expect(await screen.findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent('Si è verificato un errore');
      expect(r.calls()).toBe(1);
      expect(screen.queryByText('Nessuna opzione')).not.toBeInTheDocument();
    },
    2 * WAIT,
  );

  it(
    'no answer (the network): tried once more, then Si è verificato un errore',
    async () => {
      const r = renderPicker(() => HttpResponse.error());
      await type();
      expect(await screen.findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent('Si è verificato un errore');
      expect(r.calls()).toBe(2);
    },
    2 * WAIT,
  );
});
