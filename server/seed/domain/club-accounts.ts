// Club-level money: affiliation entries following each club's history, carts, custom costs,
// wallets, and alignment rows.
import { CODICI, TIPOLOGIE } from './catalog.ts';
import type { Club } from './clubs.ts';
import type { Carts } from './carts.ts';
import type { Ctx, Season } from './context.ts';
import type { EntryState, Ledger } from './ledger.ts';
import type { SyncRows } from './sync.ts';
import type { Wallets } from './wallets.ts';
import { addDays, choose, dayBetween, maxDay, minDay } from './util.ts';

const CUSTOM = TIPOLOGIE.filter((t) => t.famiglia === 0 && t.fee[0] > 0);

export function seedClubAccounts(ctx: Ctx, clubs: Club[], ledger: Ledger, carts: Carts, wallets: Wallets, sync: SyncRows): void {
  const { rnd, seasons, today, ref } = ctx;
  const { previous, current } = seasons;
  const currentFrom = minDay(current.data_inizio_rinnovi ?? current.data_inizio, today);
  const affiliation = (c: Club, season: Season, state: EntryState, day: string, carrello: number | null = null) => {
    // Clubs with a code were first affiliated before the previous season; c and d are applying now.
    const first = c.category === 'c' || c.category === 'd';
    const codice = first ? 'AFF' : 'RIAFF';
    ledger.add({
      codice: first ? CODICI.affiliazione : CODICI.riaffiliazione,
      importo: ref.fee(season, codice),
      descrizione: `${first ? 'Affiliazione' : 'Riaffiliazione'} stagione ${season.nome}`,
      data: day,
      state,
      season,
      societa_id: c.id,
      tipologia_tesseramento_id: ref.tipologia[codice].id,
      carrello_id: carrello,
    });
  };
  // Everything else a club pays comes after its affiliation, which opens each season's ledger.
  const afterRenewal = () => dayBetween(rnd, minDay(addDays(currentFrom, 21), today), today);
  const previousDay = () => dayBetween(rnd, previous.data_inizio, minDay(addDays(previous.data_inizio, 10), today));

  for (const c of clubs) {
    const cliente = c.nome;
    const wantsCart = c.demo || (c.active && rnd.chance(0.15)) || (c.category === 'c' && rnd.chance(0.5));
    if (wantsCart) c.openCartId = carts.create('societa', c.id, cliente, null, dayBetween(rnd, addDays(today, -20), today));
    if (c.category === 'a' && (c.demo || rnd.chance(0.2))) {
      c.paidCartId = carts.create('societa', c.id, cliente, c.affiliationDay ?? today, c.affiliationDay ?? today);
    }
    switch (c.category) {
      case 'a':
        affiliation(c, previous, 'approvata', previousDay());
        affiliation(c, current, 'approvata', c.affiliationDay ?? today, c.paidCartId);
        break;
      case 'b':
        affiliation(c, previous, 'approvata', c.affiliationDay ?? previousDay());
        affiliation(c, current, 'in_attesa', dayBetween(rnd, maxDay(currentFrom, addDays(today, -30)), today), c.openCartId);
        break;
      case 'c':
        affiliation(c, current, 'in_attesa', dayBetween(rnd, maxDay(currentFrom, addDays(today, -30)), today), c.openCartId);
        break;
      case 'd':
        affiliation(c, current, 'rifiutata', dayBetween(rnd, currentFrom, today));
        break;
      case 'f':
      case 'x':
        affiliation(c, previous, 'approvata', c.affiliationDay ?? previousDay());
        break;
      default:
        break;
    }
    // Open carts always hold something: the pending affiliation (b, c) or a secretary fee.
    if (c.openCartId && c.category === 'a') {
      ledger.add({
        codice: 'Diritti di Segreteria',
        importo: ref.fee(current, 'DSG'),
        descrizione: 'Diritti di segreteria',
        data: afterRenewal(),
        state: 'in_attesa',
        season: current,
        societa_id: c.id,
        tipologia_tesseramento_id: ref.tipologia.DSG.id,
        carrello_id: c.openCartId,
      });
    }
    if (c.active && rnd.chance(0.15)) {
      const t = rnd.pick(CUSTOM);
      const state = choose(rnd, [
        [0.6, 'approvata'],
        [0.2, 'in_attesa'],
        [0.1, 'rifiutata'],
        [0.1, 'stornata'],
      ] as const);
      ledger.add({
        codice: t.nome,
        importo: ref.fee(current, t.codice),
        descrizione: `${t.nome} - ${c.nome}`,
        data: afterRenewal(),
        state,
        season: current,
        societa_id: c.id,
        tipologia_tesseramento_id: ref.tipologia[t.codice].id,
      });
    }
    const topUps = c.demo ? 3 : c.active && rnd.chance(0.6) ? rnd.int(1, 3) : 0;
    if (c.category !== 'e') wallets.create({ societa_id: c.id }, topUps, c.demo, addDays(currentFrom, 21));
    if (c.active && (c.demo || rnd.chance(0.5))) {
      sync.add({ societa_id: c.id }, current, 'coni', c.demo || rnd.chance(0.85));
      sync.add({ societa_id: c.id }, current, 'sport-health', c.demo || rnd.chance(0.9));
      if (rnd.chance(0.3)) sync.add({ societa_id: c.id }, previous, 'coni', true);
    }
  }
}
