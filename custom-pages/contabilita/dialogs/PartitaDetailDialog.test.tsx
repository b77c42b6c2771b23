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

describe('entry details: reading them with the keyboard', () => {
  it('the details are a region named by the title that Tab reaches, so a phone can scroll them without a mouse', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(detail({ azioni: {} })), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderWithAdmin(<PartitaDetailDialog partitaId={5} onClose={() => undefined} />);
    const region = await screen.findByRole('region', { name: /Dettaglio partita contabile/ });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });
});
