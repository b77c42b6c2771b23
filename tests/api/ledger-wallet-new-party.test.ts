// A club or member created in the product has its (empty) wallet at once, so that 'Incrementa Bonus'
// works on it; a party without one (created before wallets came with it) gets it on the first read
// of GET portafogliosocieta|portafoglioanagrafica/{id}.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { callerFor, walletOf } from './ledger-helpers.ts';

const t = useTestApp();

const newClub = (codice: string, nome: string) => ({ nome, codice_affiliazione: codice, data_prima_affiliazione: '01/09/2010', discipline: [1] });

describe('wallet of a new party', () => {
  it('a club created by an admin has its wallet, and an admin can increment its bonus at once', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const created = await admin('POST', '/api/societa', newClub('169981', 'Pallamano Nuovo Bonus'));
    expect(created.statusCode).toBe(200);
    const societaId = created.json().id as number;
    const row = await walletOf(t(), 'societa_id', societaId);
    expect(row).toMatchObject({ id: expect.any(Number), totale_cents: 0 });

    const read = await admin('GET', `/api/portafogliosocieta/${societaId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: row.id, societa_id: societaId, totale: 0 });

    const inc = await admin('POST', `/api/portafoglio/${row.id}/increment`, { valore: '25.40', codice_versamento: 'CRO-NEW' });
    expect(inc.statusCode).toBe(200);
    expect(inc.json()).toMatchObject({ error: false, message: MESSAGGI.salvato, totale: 25.4 });
    expect((await admin('GET', `/api/portafogliosocieta/${societaId}`)).json()).toMatchObject({ id: row.id, totale: 25.4 });
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(2540);
  });

  it('a member created by an admin has its wallet too', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const created = await admin('POST', '/api/anagrafica', {
      cognome: 'Portafoglio',
      nome: 'Nuovo',
      sesso: 'F',
      data_nascita: '05/06/1995',
      codice_fiscale: null,
      cittadinanza: 'Italiana',
      nazionalita_sportiva: 'Italiana',
      email: 'nuovo.portafoglio@example.com',
    });
    expect(created.statusCode).toBe(200);
    const anagraficaId = created.json().id as number;
    const row = await walletOf(t(), 'anagrafica_id', anagraficaId);
    expect(row).toMatchObject({ id: expect.any(Number), totale_cents: 0 });
    expect((await admin('GET', `/api/portafoglioanagrafica/${anagraficaId}`)).json()).toMatchObject({ id: row.id, anagrafica_id: anagraficaId, totale: 0 });
  });

  it('a club without a wallet (created before this rule) gets one on the first read, once; an unknown club gets none', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const societaId = (await admin('POST', '/api/societa', newClub('169982', 'Pallamano Senza Portafoglio'))).json().id as number;
    await t().db.query('DELETE FROM portafoglio WHERE societa_id = $1', [societaId]);

    const first = await admin('GET', `/api/portafogliosocieta/${societaId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: expect.any(Number), societa_id: societaId, totale: 0 });
    const again = await admin('GET', `/api/portafogliosocieta/${societaId}`);
    expect(again.json().id).toBe(first.json().id);
    const { rows } = await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM portafoglio WHERE societa_id = $1', [societaId]);
    expect(rows[0].n).toBe(1);
    expect((await admin('POST', `/api/portafoglio/${first.json().id}/increment`, { valore: 10 })).statusCode).toBe(200);

    const unknown = await admin('GET', '/api/portafogliosocieta/987654');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ id: null, totale: 0 });
  });
});
