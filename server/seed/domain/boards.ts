// Boards (consiglio direttivo) of the active clubs for the previous and the current season.
import { Sink } from './bulk.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import { addDays, minDay } from './util.ts';

export async function seedBoards(ctx: Ctx, clubs: Club[]): Promise<void> {
  const { rnd, seasons, ids, today } = ctx;
  const boards = new Sink('consiglio_direttivo', {
    id: 'int',
    societa_id: 'int',
    stagione_id: 'int',
    data_elezione: 'date',
    scadenza_elezione: 'date',
    durata: 'int',
    componenti_min: 'int',
    componenti_max: 'int',
  });
  const members = new Sink('consiglio_direttivo_componente', {
    id: 'int',
    consiglio_direttivo_id: 'int',
    anagrafica_id: 'int',
    carica: 'text',
    data_inizio: 'date',
    data_fine: 'date',
  });
  for (const club of clubs) {
    if (!club.active) continue;
    // Elected up to two years before last season began, for four years: both seasons fall inside the
    // mandate, so last season's board members are renewed into this season's board.
    const elected = minDay(addDays(seasons.previous.data_inizio, -rnd.int(0, 2 * 365)), today);
    const expires = addDays(elected, 4 * 365);
    const min = 3;
    const max = Math.max(min, club.boardSize + rnd.int(0, 4));
    for (const season of [seasons.previous, seasons.current]) {
      const id = ids.consiglio_direttivo.next();
      boards.add({ id, societa_id: club.id, stagione_id: season.id, data_elezione: elected, scadenza_elezione: expires, durata: 4, componenti_min: min, componenti_max: max });
      for (const m of club.board) {
        if (season === seasons.previous && !m.previous) continue;
        members.add({ id: ids.consiglio_direttivo_componente.next(), consiglio_direttivo_id: id, anagrafica_id: m.anagraficaId, carica: m.carica, data_inizio: elected, data_fine: expires });
      }
    }
  }
  await boards.flush(ctx.db);
  await members.flush(ctx.db);
}
