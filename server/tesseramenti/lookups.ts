// Lookups of the dialogs: series a club can register a person for, registration types of a role,
// and the cost an operation would have (spec 2 §7 "Lookups", costooperazione).
import type { Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { ownSocietaId } from '../auth/scope.ts';
import { athleteClub, hasApprovedAthleteRegistration, isUnder, operationAmount, seasonChoices } from './rules.ts';
import { athleteRoles, clubSerie, everRegistered, loadFee, loadRuolo, loadSeason, loadTipologia, today, tipologieFor } from './queries.ts';
import { assertActsForClub } from './shared.ts';
import { assertRequestSubject, mayBeRequestSubject } from './subject.ts';
import { euros } from '../money.ts';
import { conversionCost } from './conversion.ts';

async function sexOf(db: Queryable, anagraficaId: number | undefined): Promise<string | null> {
  if (!anagraficaId) return null;
  const { rows } = await db.query<{ sesso: string }>('SELECT sesso FROM anagrafica WHERE id = $1', [anagraficaId]);
  return rows[0]?.sesso ?? null;
}

/** GET serie?societa=&anagrafica=&tipologia_tesseramento=: the club's series of the season for the person's sex. */
export async function serieLookup(db: Queryable, user: AuthUser, q: { societa: number; anagrafica?: number; tipologia_tesseramento?: number; season?: number }) {
  // The person: one the club may ask for (subject.ts), as the save will.
  if (q.anagrafica) await assertRequestSubject(db, user, q.anagrafica, q.societa);
  else assertActsForClub(user, q.societa);
  const season = await loadSeason(db, q.season);
  const tip = q.tipologia_tesseramento ? await loadTipologia(db, q.tipologia_tesseramento) : null;
  const rows = await clubSerie(db, q.societa, season.id, await sexOf(db, q.anagrafica));
  // Under types register for youth series only; the others for any of the club's series.
  const data = tip?.is_under ? rows.filter((s) => /^Under/i.test(s.nome)) : rows;
  return { data };
}

/** GET anagrafica/{id}/costooperazione: what registering the person with the type would cost. */
export async function costoOperazione(db: Queryable, user: AuthUser, anagraficaId: number, q: { tipologia_tesseramento_id: number; societa_id?: number; season?: number; type?: 'converti' }) {
  const target = q.societa_id ?? ownSocietaId(user);
  // What the save would charge, asked as far as the save goes: a club also of another club's athlete it would transfer.
  await assertRequestSubject(db, user, anagraficaId, target);
  const season = await loadSeason(db, q.season);
  if (q.type === 'converti') return { importo: euros(await conversionCost(db, anagraficaId, season.id, target, q.tipologia_tesseramento_id)), tipo: 'conversione' };
  const { rows } = await db.query<{ data_nascita: string }>('SELECT data_nascita FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [anagraficaId]);
  const tip = await loadTipologia(db, q.tipologia_tesseramento_id);
  if (!rows[0] || !tip) return { importo: 0 };
  const fee = await loadFee(db, season.id, tip.id);
  const current = tip.famiglia_ruolo === 'Atleta' ? athleteClub(await athleteRoles(db, anagraficaId), season, today()) : null;
  const kind = current !== null && target !== null && current !== target ? 'trasferimento' : (await everRegistered(db, anagraficaId)) ? 'rinnovo' : 'primo';
  return { importo: euros(operationAmount(fee, kind, isUnder(rows[0].data_nascita, season))), tipo: kind };
}

/**
 * GET tipologiatesseramento variants (the generic resource list serves the rest):
 *   ?ruolo=&anagrafica_id=&season=            types of the role's family shown in registrations
 *   ?type=tesseramento&famiglia=X | ?famiglia=custom | ?famiglia=X&mostra_in_anagrafica=1
 * Each type carries its modules, max seasons with the '1 Stagione' … choices, and the season's fee.
 * With ruolo and anagrafica_id each type also says whether the person already has an approved athlete
 * registration (`has_approved_athlete_registration`; on the rows, since the page answer is closed): the
 * transfer dialog offers the duration only then (spec 2 §4).
 */
export async function tipologieLookup(db: Queryable, query: Record<string, unknown>, user: AuthUser) {
  const ruoloId = Number(query.ruolo);
  const famigliaQ = typeof query.famiglia === 'string' ? query.famiglia : undefined;
  if (!ruoloId && query.type !== 'tesseramento' && famigliaQ === undefined) return null;
  const seasonId = Number(query.season) > 0 ? Number(query.season) : undefined;
  const season = await loadSeason(db, seasonId);
  let famiglia = famigliaQ;
  if (ruoloId) famiglia = (await loadRuolo(db, { id: ruoloId }))?.famiglia_ruolo ?? '-';
  const inAnagrafica = !!ruoloId || query.mostra_in_anagrafica === '1' || query.mostra_in_anagrafica === 'true';
  const rows = await tipologieFor(db, { famiglia, inAnagrafica }, season.id);
  const anagraficaId = Number(query.anagrafica_id);
  // Only about a person the user may ask a registration or transfer for (subject.ts): a club also of another club's athlete.
  const valid = !!ruoloId && Number.isInteger(anagraficaId) && anagraficaId > 0 && anagraficaId <= 2_147_483_647;
  const person = valid && (await mayBeRequestSubject(db, user, anagraficaId, ownSocietaId(user)));
  const flag = person ? { has_approved_athlete_registration: hasApprovedAthleteRegistration(await athleteRoles(db, anagraficaId)) } : {};
  const data = rows.map((r) => ({ ...r, stagioni: seasonChoices(r.max_stagioni as number), ...flag }));
  return { data, current_page: 1, last_page: 1, per_page: data.length, total: data.length };
}
