// The demo club's accounting in every state the screens show (issue 12): awaiting, approved,
// rejected and reversed custom costs, so that /situazionecontabile has something to decide and to
// reverse for societa@demo.it. Its own random stream: the rest of the seed is unchanged by it.
import { Random } from '../random.ts';
import { TIPOLOGIE } from './catalog.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import { Ledger, type EntryState } from './ledger.ts';
import { addDays, maxDay, minDay } from './util.ts';

const CUSTOM = TIPOLOGIE.filter((t) => t.famiglia === 0 && t.fee[0] > 0);
const STATES: EntryState[] = ['in_attesa', 'in_attesa', 'approvata', 'approvata', 'rifiutata', 'stornata'];

export async function seedLedgerDemo(ctx: Ctx, clubs: Club[]): Promise<void> {
  const club = clubs.find((c) => c.demo);
  if (!club || !CUSTOM.length) return;
  const ledger = new Ledger({ ...ctx, rnd: new Random(12) }, undefined, 13);
  const { current } = ctx.seasons;
  STATES.forEach((state, i) => {
    const t = CUSTOM[i % CUSTOM.length];
    ledger.add({
      codice: t.nome,
      importo: ctx.ref.fee(current, t.codice),
      descrizione: `${t.nome} - ${club.nome}`,
      // Never before the club's affiliation: that stays its first entry of the season.
      data: maxDay(club.affiliationDay ?? ctx.today, minDay(addDays(ctx.today, -(i * 3 + 1)), ctx.today)),
      state,
      season: current,
      societa_id: club.id,
      tipologia_tesseramento_id: ctx.ref.tipologia[t.codice].id,
    });
  });
  await ledger.entries.flush(ctx.db);
  await ledger.items.flush(ctx.db);
}
