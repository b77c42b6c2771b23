// The card transaction's 'Approva' / 'Rifiuta' are an administrator's with the accounting Write flag
// their route declares (audit: an administrator cut to Read was offered them and got 403).
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import type { TransazioneRow } from '../api';
import { TransazioneDialog } from './TransazioneDialog';

const awaiting: TransazioneRow = {
  id: 128,
  codice: 'TRX000000128',
  importo: 10,
  currency: 'EUR',
  codice_versamento: null,
  stato: 'in_attesa',
  esito: null,
  status_message: null,
  data_creazione: '2026-11-28T10:00:00Z',
  data_pagamento: null,
  cliente: 'U.S. Occhieppo Inferiore Pallamano',
  pagato_con: null,
  type: 'societa',
  societa_id: 7,
  anagrafica_id: null,
  banca: null,
  stagione_nome: '2026/2027',
};

afterEach(() => session.update({ userType: null, abilities: [] }));

describe('card transaction detail', () => {
  it('offers Approva and Rifiuta on an awaiting transaction to an administrator with the accounting Write flag', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['contabilitasocieta:write'] });
    renderWithAdmin(<TransazioneDialog transazione={awaiting} admin onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Approva' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toBeInTheDocument();
  });

  it('offers neither to an administrator with Read only', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['contabilitasocieta:read'] });
    renderWithAdmin(<TransazioneDialog transazione={awaiting} admin onClose={() => undefined} />);
    expect(await screen.findByText('TRX000000128')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  });
});
