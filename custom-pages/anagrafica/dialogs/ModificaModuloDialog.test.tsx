// 'Modifica Modulo Tesserato' shows the form's recorded answers read-only: toggles as SI/NO, names as
// typed, the second nationality only for someone not eligible for Italy.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../../../src/testing';
import type { ModuloRow } from '../api';
import { ModificaModuloDialog } from './ModificaModuloDialog';

const modulo = (extra: Record<string, unknown>): ModuloRow => ({
  id: 3,
  modulo: { id: 4, nome: 'Modulo di eleggibilità', codice: 'T1.1', attributo: null },
  data_tesseramento: '2026-09-01',
  stagione: { id: 2, nome: '2026/2027' },
  accetta_privacy: true,
  extra,
});

const answers = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('Modifica Modulo Tesserato', () => {
  it('lists the recorded eligibility answers as SI/NO and the names that apply', async () => {
    renderWithAdmin(
      <ModificaModuloDialog modulo={modulo({ nato_in_italia: true, convocabile_italia: false, seconda_nazionalita_nome: 'Francese', deroga_arbitro: false })} onClose={() => undefined} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Modifica Modulo Tesserato' })).toBeInTheDocument();
    expect(answers()).toEqual(['Nato in Italia: SI', 'Convocabile nelle squadre nazionali italiane: NO', 'Seconda nazionalità: Francese', 'Deroga arbitro: NO']);
  });

  it('hides the second nationality of someone eligible for Italy, and shows nothing for a form without answers', async () => {
    const { unmount } = renderWithAdmin(<ModificaModuloDialog modulo={modulo({ convocabile_italia: true, seconda_nazionalita_nome: 'Francese' })} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Modifica Modulo Tesserato' });
    expect(answers()).toEqual(['Convocabile nelle squadre nazionali italiane: SI']);
    unmount();
    renderWithAdmin(<ModificaModuloDialog modulo={modulo({})} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Modifica Modulo Tesserato' });
    expect(answers()).toEqual([]);
  });
});
