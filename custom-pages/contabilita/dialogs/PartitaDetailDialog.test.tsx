// The second layer's question names what is decided: a transfer's entry asks about the transfer,
// a person's own entry (e.g. a coach's licence) about the entry (spec 2 §8).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../../src/testing';
import { PartitaDetailDialog } from './PartitaDetailDialog';

afterEach(() => vi.unstubAllGlobals());

const detail = (over: Record<string, unknown>) => ({
  id: 5,
  codice: 'Licenza Allenatore',
  stato: 'in_attesa',
  importo: 120,
  bonus: 0,
  stagione_nome: '2026/2027',
  old_societa_id: null,
  azioni: { approve: false, reject: false, storno: false, change: false, cancel: false, approveLayer: true },
  ...over,
});

async function question(over: Record<string, unknown>, button: 'Approva' | 'Rifiuta') {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(detail(over)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const user = userEvent.setup();
  renderWithAdmin(<PartitaDetailDialog partitaId={5} actions onClose={() => undefined} />);
  await user.click(await screen.findByRole('button', { name: button }));
}

describe('entry details: the second layer', () => {
  it("a person's own entry asks about the entry", async () => {
    await question({}, 'Approva');
    expect(await screen.findByText('Vuoi approvare la Partita Contabile?')).toBeInTheDocument();
  });

  it("a transfer's entry asks about the transfer", async () => {
    await question({ codice: 'Trasferimento', old_societa_id: 3 }, 'Rifiuta');
    expect(await screen.findByText("Sei sicuro di voler rifiutare il trasferimento dell'atleta?")).toBeInTheDocument();
  });
});
