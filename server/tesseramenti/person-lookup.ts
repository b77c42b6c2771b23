// GET trasferimento/persona?codice_fiscale=: how a club finds the athlete of another club it wants to
// transfer — a person it does not see yet (server/auth/scope.ts), so no list or search can show it.
// Exact codice fiscale only (its check character validated by the route's schema), the identity a club
// needs to confirm it has the right athlete, and every call counted per account with a growing delay,
// so that it cannot be used to walk the registry.
import type { Queryable } from '../db/client.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { anagraficaAccess } from '../auth/scope.ts';
import { inSeconds, throttleAccountLookup } from '../auth/throttle.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { MESSAGES, type TransferCandidate } from '../../resources/contracts/tesseramenti.ts';
import { athleteClub, PERSON_LOOKUP_POLICY } from './rules.ts';
import { athleteRoles, loadClub, loadSeason, personByCodiceFiscale, today } from './queries.ts';

const tooMany = (seconds: number) => `Troppe ricerche per codice fiscale. Riprova tra ${inSeconds(seconds)}.`;

export async function transferCandidate(db: Queryable, user: AuthUser, q: { codice_fiscale: string; season?: number }, ip: string): Promise<TransferCandidate> {
  // Those who ask for transfers: clubs and the federation; a person never.
  const club = user.tipo_utente === 'societa' && user.societa_id != null;
  if (!isAdmin(user) && !club) throw forbidden();
  // Administrators see every person anyway; a club's lookups count whether they find someone or not.
  if (!isAdmin(user)) await throttleAccountLookup(db, 'transfer_lookup', user.id, ip, PERSON_LOOKUP_POLICY, tooMany);
  const season = await loadSeason(db, q.season);
  const person = await personByCodiceFiscale(db, q.codice_fiscale);
  if (!person) throw notFound(MESSAGES.nessunTesseratoCf);
  const from = athleteClub(await athleteRoles(db, person.id), season, today());
  const societa = from === null ? null : await loadClub(db, from);
  return {
    ...person,
    societa: societa && { id: societa.id, nome: societa.nome },
    gia_della_societa: club && (await alreadyWithClub(db, user, person.id, season.id)),
  };
}

/** The person is the club's this season, or a request of the club for it is pending (not asked twice). */
async function alreadyWithClub(db: Queryable, user: AuthUser, anagraficaId: number, seasonId: number): Promise<boolean> {
  if ((await anagraficaAccess(db, user, anagraficaId, seasonId)) === 'full') return true;
  const { rows } = await db.query('SELECT 1 FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND societa_id = $2 AND stagione_id = $3 AND deleted_at IS NULL AND NOT rifiutato', [
    anagraficaId,
    user.societa_id,
    seasonId,
  ]);
  return rows.length > 0;
}
