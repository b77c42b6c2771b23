import { describe, expect, it } from 'vitest';
import { allocateWallet, azioniFor, isReversible, layerFor, mayCancel, statoOf, type EntryFlags, type Viewer } from './rules.ts';

const entry = (over: Partial<EntryFlags> = {}): EntryFlags => ({
  codice: 'Tesseramento Atleta',
  approvata: false,
  rifiutata: false,
  stornata: false,
  approvata_societa: false,
  rifiutata_societa: false,
  approvata_anagrafica: false,
  rifiutata_anagrafica: false,
  societa_id: 1,
  old_societa_id: null,
  anagrafica_id: 10,
  bonus_cents: 0,
  pagamento_carta_in_corso: false,
  ...over,
});
const admin: Viewer = { admin: true, societaId: null, anagraficaId: null };
const club = (id: number): Viewer => ({ admin: false, societaId: id, anagraficaId: null });
const person = (id: number): Viewer => ({ admin: false, societaId: null, anagraficaId: id });

describe('entry states', () => {
  it('derives the state from the flags', () => {
    expect(statoOf(entry())).toBe('in_attesa');
    expect(statoOf(entry({ approvata: true }))).toBe('approvata');
    expect(statoOf(entry({ rifiutata: true }))).toBe('rifiutata');
    expect(statoOf(entry({ approvata: true, stornata: true }))).toBe('stornata');
  });
  it('only approved, non-reversed, non-Storno entries are reversible', () => {
    expect(isReversible(entry({ approvata: true }))).toBe(true);
    expect(isReversible(entry())).toBe(false);
    expect(isReversible(entry({ approvata: true, stornata: true }))).toBe(false);
    expect(isReversible(entry({ approvata: true, codice: 'Storno' }))).toBe(false);
  });
});

describe('rights (spec 2 §6)', () => {
  it('admins approve/reject awaiting entries and reverse/change approved ones', () => {
    expect(azioniFor(admin, entry(), true)).toMatchObject({ approve: true, reject: true, storno: false, change: false });
    expect(azioniFor(admin, entry({ approvata: true }), true)).toMatchObject({ approve: false, storno: true, change: true });
  });
  it('a club decides the layer of transfers where it is the old club, once', () => {
    const t = entry({ codice: 'Trasferimento', societa_id: 2, old_societa_id: 1 });
    expect(layerFor(club(1), t)).toBe('societa');
    expect(layerFor(club(2), t)).toBeNull();
    expect(layerFor(club(1), { ...t, approvata_societa: true })).toBeNull();
    expect(azioniFor(club(1), t, true)).toMatchObject({ approve: false, approveLayer: true });
    // Not while a card payment of the entry awaits the gateway.
    expect(azioniFor(club(1), { ...t, pagamento_carta_in_corso: true }, true)).toMatchObject({ approveLayer: false });
  });
  it("a loan or a second licence names the athlete's club but has no club layer", () => {
    // A loan: the lending club pays and is the athlete's club; a second licence: the athlete's club is not the payer.
    for (const t of [entry({ codice: 'Prestito', societa_id: 1, old_societa_id: 1 }), entry({ codice: 'Seconda Licenza', societa_id: 2, old_societa_id: 1 })]) {
      expect(layerFor(club(1), t)).toBeNull();
      expect(azioniFor(club(1), t, true)).toMatchObject({ approveLayer: false, reject: false });
    }
  });
  it('a person decides its coach-licence entries only', () => {
    expect(layerFor(person(10), entry({ codice: 'Licenza Allenatore', societa_id: null }))).toBe('anagrafica');
    expect(layerFor(person(10), entry({ societa_id: null }))).toBeNull();
    expect(layerFor(person(11), entry({ codice: 'Licenza Allenatore' }))).toBeNull();
  });
  it('the requesting club cancels a member request while the club side has not approved', () => {
    expect(mayCancel(club(1), entry())).toBe(true);
    expect(mayCancel(club(1), entry({ approvata_societa: true }))).toBe(false);
    expect(mayCancel(club(2), entry())).toBe(false);
    expect(mayCancel(club(1), entry({ anagrafica_id: null }))).toBe(false);
  });
  it('a request a payment notice or bank transfer already covers is not cancelled: its money is on its way', () => {
    expect(mayCancel(club(1), entry({ metodo_pagamento: 'bonifico' }))).toBe(false);
    expect(azioniFor(club(1), entry({ metodo_pagamento: 'bonifico' }), true)).toMatchObject({ cancel: false });
  });
  it('nobody decides or cancels an entry whose card payment awaits the gateway: the payment decides it', () => {
    const paying = entry({ pagamento_carta_in_corso: true });
    expect(azioniFor(admin, paying, true)).toMatchObject({ approve: false, reject: false, cancel: false });
    expect(mayCancel(club(1), paying)).toBe(false);
  });
  it('without the Write flag the routes (LEDGER_WRITE) answer 403: nothing is offered, whoever the viewer', () => {
    const none = { approve: false, reject: false, storno: false, change: false, cancel: false, approveLayer: false };
    expect(azioniFor(admin, entry(), false)).toEqual(none);
    expect(azioniFor(admin, entry({ approvata: true }), false)).toEqual(none);
    expect(azioniFor(club(1), entry({ codice: 'Trasferimento', societa_id: 2, old_societa_id: 1 }), false)).toEqual(none);
    expect(azioniFor(club(1), entry(), false)).toEqual(none);
    expect(azioniFor(person(10), entry({ codice: 'Licenza Allenatore', societa_id: null }), false)).toEqual(none);
  });
  it('the amount of an entry that moved wallet money is not changed (the wallet would not match); storno stays', () => {
    expect(azioniFor(admin, entry({ approvata: true, bonus_cents: 1250 }), true)).toMatchObject({ storno: true, change: false });
  });
});

describe('wallet allocation', () => {
  it('the wallet pays entries in order up to what it holds', () => {
    expect(allocateWallet(100, [30, 50, 40])).toEqual([30, 50, 20]);
    expect(allocateWallet(0, [30])).toEqual([0]);
    expect(allocateWallet(500, [30, -10])).toEqual([30, 0]);
  });
});
