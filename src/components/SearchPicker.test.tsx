// The shared search picker: a failed search says so in the list, never 'Nessuna opzione' (docs/decisions/usability.md).
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { SearchPicker } from './SearchPicker';
import { theme } from '../layout/theme';

interface Club {
  id: number;
  nome: string;
}

const Picker = ({ search }: { search: (text: string, signal: AbortSignal) => Promise<Club[]> }) => {
  const [value, setValue] = useState<Club | null>(null);
  return <SearchPicker label="Società" value={value} onChange={setValue} search={search} queryKey={['test', 'clubs']} optionLabel={(o) => o.nome} />;
};

const renderPicker = (search: (text: string, signal: AbortSignal) => Promise<Club[]>) => {
  // The picker's own retry policy (SearchPicker.retry.test.tsx) leaves a 4xx or 5xx untried again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme(theme)}>
        <Picker search={search} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
};

describe('SearchPicker', () => {
  it('lists what the server found', async () => {
    const search = vi.fn(async () => [{ id: 1, nome: 'Pallamano Roma' }]);
    renderPicker(search);
    await userEvent.type(screen.getByRole('combobox', { name: 'Società' }), 'rom');
    expect(await screen.findByRole('option', { name: 'Pallamano Roma' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('rom', expect.anything());
  });

  it('an empty answer is Nessuna opzione', async () => {
    renderPicker(async () => []);
    await userEvent.type(screen.getByRole('combobox', { name: 'Società' }), 'zzz');
    expect(await screen.findByText('Nessuna opzione')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a refused search (403) says the server's message instead of Nessuna opzione", async () => {
    renderPicker(async () => {
      throw new HttpError('Non sei autorizzato', 403, { error: true, message: 'Non sei autorizzato' });
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Società' }), 'rom');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non sei autorizzato');
    expect(screen.queryByText('Nessuna opzione')).not.toBeInTheDocument();
  });

  it('a server error without a message says Si è verificato un errore, and opening the list again asks again', async () => {
    const search = vi.fn(async (): Promise<Club[]> => {
      throw new HttpError('', 500, null);
    });
    renderPicker(search);
    const box = screen.getByRole('combobox', { name: 'Società' });
    await userEvent.type(box, 'rom');
    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore');
    expect(screen.queryByText('Nessuna opzione')).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);

    search.mockResolvedValueOnce([{ id: 1, nome: 'Pallamano Roma' }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Pallamano Roma' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });
});
