// The Rinnovi tab follows the renewal route's ability (spec 2 §6): a user who may only read the club
// sees the members to renew, without the bulk buttons, the per-row 'Rinnova' or the selection (the
// server would answer 403 'Non hai i permessi per questa operazione'); a club user keeps them all.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/lib';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { RinnoviPanel } from './RinnoviPanel';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const row = { id: 11, nome_completo: 'Rossi Mario', matricola: '100001', tipologia_tesseramento_nome: 'Atleta', importo: 25 };

const READ_ONLY = ['anagrafica:read', 'contabilitatesserati:read', 'economicssocieta:read', 'contabilitasocieta:read', 'trasferimentirichiesti:read', 'utenti:read', 'stagioni:read'];
const CLUB = ['economicssocieta:write', 'contabilitasocieta:read', 'trasferimentirichiesti:write', 'anagrafica:write'];

function open(userType: string, abilities: string[]) {
  session.update({ token: '1|abcdefghijklmnopqrstuvwxyz', userType, abilities, season: { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' } } as never);
  return renderWithAdmin(<RinnoviPanel societaId={7} />);
}

beforeEach(() => {
  session.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    // One athlete to renew; no managers, no board.
    const athletes = !url.searchParams.has('type') && !url.searchParams.has('consigliodirettivo');
    return json({ data: athletes ? [row] : [], rinnovi_aperti: true, message: '' });
  });
});
afterEach(() => {
  // Unmounted first: a screen left mounted would read again, past the mock, as the session clears.
  cleanup();
  vi.restoreAllMocks();
  session.clear();
});

describe('Rinnovi tab and the abilities', () => {
  it('shows an administrator with read-only abilities the members to renew, and no renewal action', async () => {
    open('admin', READ_ONLY);
    const table = await screen.findByRole('table', { name: 'Atleti' });
    expect(await within(table).findByText('Rossi Mario')).toBeInTheDocument();
    for (const label of ['Rinnova Atleti', 'Rinnova Dirigenti', 'Rinnova Consiglio']) expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps every renewal action for a club user and a system administrator', async () => {
    for (const [type, abilities] of [
      ['societa', CLUB],
      ['sysadmin', ['sysadmin:all']],
    ] as const) {
      const { unmount } = open(type, [...abilities]);
      const table = await screen.findByRole('table', { name: 'Atleti' });
      expect(await within(table).findByText('Rossi Mario')).toBeInTheDocument();
      for (const label of ['Rinnova Atleti', 'Rinnova Dirigenti', 'Rinnova Consiglio']) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: /Rossi Mario/ })).toBeInTheDocument();
      expect(within(table).getByRole('checkbox', { name: /Rossi Mario/ })).toBeInTheDocument();
      unmount();
    }
  });
});
