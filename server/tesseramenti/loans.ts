// 'Dai in multiplo' (a loan to a twinned club, prestitogemellaggio) and the second licence
// (prestitolicenza): the athlete stays with its club and also plays the chosen series of the
// other one for the season (spec 2 §2.1, §2.10, §7 Clubs).
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { assertAnagraficaVisible } from '../auth/scope.ts';
import type { OperationResult } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGES } from '../../resources/contracts/tesseramenti.ts';
import { athleteClub, BREACH, loanBreach } from './rules.ts';
import { approvedTwins, athleteRoles, clubSerie, hasActiveRole, loadClub, loadFee, loadRuolo, loadSeason, loadTipologiaByCodice, twinApproved } from './queries.ts';
import { fileForms } from './forms.ts';
import { assertActsForClub, charge, CODE_PRESTITO, CODE_SECONDA_LICENZA, emptyDetails, lockedPersonInSeason, ok, ruleBreach } from './shared.ts';

/**
 * What a loan of an athlete of `sesso` from club `from` to club `to` may register: whether the clubs
 * are approved twins for that sex and, only then, the series `to` plays for it. The dialog's lookups
 * and the save ask this one function, so the dialog offers exactly what the save accepts.
 */
async function loanOffer(db: Queryable, from: number, to: number, seasonId: number, sesso: string) {
  const twinned = await twinApproved(db, from, to, sesso);
  return { twinned, serie: twinned ? await clubSerie(db, to, seasonId, sesso) : [] };
}

/** The athlete's sex, for a club only of a person it sees (as the saves require): else 404. */
async function sexOf(db: Queryable, user: AuthUser, anagraficaId: number) {
  if (!isAdmin(user)) await assertAnagraficaVisible(db, user, anagraficaId);
  return (await db.query<{ sesso: string }>('SELECT sesso FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [anagraficaId])).rows[0]?.sesso ?? null;
}

/** GET societa/{id}/prestitogemellaggio?anagrafica_id=: the clubs club {id} may lend the athlete to (twinned for the athlete's sex). */
export async function loanTwins(db: Queryable, user: AuthUser, societaId: number, anagraficaId: number) {
  assertActsForClub(user, societaId);
  const sesso = await sexOf(db, user, anagraficaId);
  return { data: sesso ? await approvedTwins(db, societaId, sesso) : [] };
}

/** GET societa/campionati/serie/{societa}/{parent}/{anagrafica}: series of the twinned club for the athlete (none when not twinned for the athlete's sex). */
export async function loanSerie(db: Queryable, user: AuthUser, societaId: number, parentId: number, anagraficaId: number) {
  assertActsForClub(user, societaId);
  const sesso = await sexOf(db, user, anagraficaId);
  return { data: sesso ? (await loanOffer(db, societaId, parentId, (await loadSeason(db)).id, sesso)).serie : [] };
}

/** GET societa/{id}/serie?societa_from=&anagrafica_id=: series of club {id} for a second licence (no twinning needed). */
export async function licenceSerie(db: Queryable, user: AuthUser, societaId: number, anagraficaId: number) {
  assertActsForClub(user, societaId);
  const sesso = await sexOf(db, user, anagraficaId);
  return { data: sesso ? await clubSerie(db, societaId, (await loadSeason(db)).id, sesso) : [] };
}

interface LoanArgs {
  /** The club that asks (pays). */
  payer: number;
  /** The athlete's own club. */
  from: number;
  /** The club the athlete also plays for. */
  to: number;
  anagraficaId: number;
  serie: number[];
  twinning: boolean;
}

async function lend(db: Db, user: AuthUser, a: LoanArgs): Promise<OperationResult> {
  assertActsForClub(user, a.payer);
  const details = emptyDetails();
  await db.transaction(async (tx) => {
    // The paying club's cart, then the athlete: a registration's order (lockedPersonInSeason).
    const { person, season, day } = await lockedPersonInSeason(tx, a.anagraficaId, null, { type: 'societa', id: a.payer });
    if (athleteClub(await athleteRoles(tx, a.anagraficaId), season, day) !== a.from) throw ruleBreach(BREACH.nonAtleta);
    const offer = a.twinning ? await loanOffer(tx, a.from, a.to, season.id, person.sesso) : { twinned: true, serie: await clubSerie(tx, a.to, season.id, person.sesso) };
    const breach = loanBreach(season, { twinApproved: offer.twinned, dataNascita: person.data_nascita, today: day }, a.twinning);
    if (breach) throw ruleBreach(breach);
    if (!a.serie.length || a.serie.some((s) => !offer.serie.some((o) => o.id === s))) throw ruleBreach(MESSAGES.nessunaSerie, 'serie');
    const tip = await loadTipologiaByCodice(tx, a.twinning ? 'PGM' : 'SLI');
    const ruolo = (await loadRuolo(tx, { codice: 'ATL' }))!;
    const to = await loadClub(tx, a.to);
    const fee = await loadFee(tx, season.id, tip.id);
    for (const serieId of a.serie) {
      const serie = offer.serie.find((o) => o.id === serieId)!;
      if (await hasActiveRole(tx, { anagraficaId: a.anagraficaId, ruoloId: ruolo.id, seasonId: season.id, societaId: a.to, prestito: true, serieId })) {
        throw ruleBreach(BREACH.giaTesserato);
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, serie_id, data_inizio,
           data_fine, durata, prestito) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'annuale', true) RETURNING id`,
        [a.anagraficaId, a.to, season.id, ruolo.id, tip.id, serieId, day, season.data_fine],
      );
      await fileForms(tx, { anagraficaId: a.anagraficaId, cittadinanza: person.cittadinanza, seasonId: season.id, ruoloId: rows[0].id, day, moduli: tip.moduli, accettaPrivacy: true });
      await charge(
        tx,
        { type: 'societa', id: a.payer },
        {
          codice: a.twinning ? CODE_PRESTITO : CODE_SECONDA_LICENZA,
          importo_cents: fee?.importo_cents ?? 0,
          // One entry per series: the series tells them apart in the cart and the ledger.
          descrizione: `${tip.nome} - ${person.cognome} ${person.nome} presso ${to.nome} (${serie.nome})`,
          data: day,
          stagione_id: season.id,
          societa_id: a.payer,
          old_societa_id: a.from,
          anagrafica_id: a.anagraficaId,
          anagrafica_ruolo_id: rows[0].id,
          tipologia_tesseramento_id: tip.id,
        },
        details,
        user.id,
      );
    }
    await audit(tx, { userId: user.id, action: a.twinning ? 'prestito.gemellaggio' : 'prestito.licenza', entity: 'anagrafica', entityId: a.anagraficaId, after: a });
  });
  return ok(MESSAGES.salvato, details);
}

/** POST societa/{id}/prestitogemellaggio: club {id} lends its athlete to its twin `societa_parent`. */
export const prestitoGemellaggio = (db: Db, user: AuthUser, societaId: number, b: { serie: number[]; anagrafica_id: number; societa_parent: number }) =>
  lend(db, user, { payer: societaId, from: societaId, to: b.societa_parent, anagraficaId: b.anagrafica_id, serie: b.serie, twinning: true });

/** POST societa/{id}/prestitolicenza: club {id} (= societa_to) gives a second licence to an athlete of societa_from. */
export async function prestitoLicenza(db: Db, user: AuthUser, societaId: number, b: { serie: number[]; anagrafica_id: number; societa_to: number; societa_from: number }) {
  if (b.societa_to !== societaId) throw ruleBreach('La società di destinazione non corrisponde', 'societa_to');
  // A club asks it for a person it already sees (its member screen), never for any athlete by id.
  if (!isAdmin(user)) await assertAnagraficaVisible(db, user, b.anagrafica_id);
  if (b.societa_from === b.societa_to) throw ruleBreach(BREACH.stessaSocieta, 'societa_from');
  return lend(db, user, { payer: societaId, from: b.societa_from, to: societaId, anagraficaId: b.anagrafica_id, serie: b.serie, twinning: false });
}
