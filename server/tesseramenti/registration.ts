// POST/PUT anagrafica/{id}/societa: registering a person with a club in a role, or asking for a
// transfer when the athlete belongs to another club (spec 2 §2.10, §3, §4, §5). One transaction:
// the paying club's open cart is locked, then the person's row, so two clubs registering the same
// person at once are serialised and the second one meets the first one's registration, and a
// checkout of that cart (cart first, then the people its entries name) cannot deadlock with it.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Durata, OperationResult } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGES } from '../../resources/contracts/tesseramenti.ts';
import { athleteClub, BREACH, dateInSeason, durationFor, hasApprovedAthleteRegistration, isUnder, operationAmount, revocationAllowed, serieRequired, transferLimitReached } from './rules.ts';
import {
  athleteRoles,
  clubSerie,
  everRegistered,
  hasActiveRole,
  loadClub,
  loadFee,
  loadRuolo,
  loadTipologia,
  pendingAthleteElsewhere,
  today,
  transfersInSeason,
  type Person,
  type Ruolo,
  type Season,
  type Tipologia,
} from './queries.ts';
import type { z } from 'zod';
import type { registrationBody } from './schemas.ts';
import { fileForms } from './forms.ts';
import { approveRole } from './roles.ts';
import { mailTransferRequested } from './notify.ts';
import { assertRequestSubject } from './subject.ts';
import { assertActsForClub, assertTypeFitsAge, charge, CODE_TRASFERIMENTO, emptyDetails, ENTRY_CODE, lockedPersonInSeason, ok, ruleBreach } from './shared.ts';

/** The body of POST anagrafica/{id}/societa, as its route schema parses it. */
export type RegistrationBody = z.infer<typeof registrationBody>;

const itDate = (iso: string) => iso.split('-').reverse().join('/');

interface Checked {
  person: Person;
  season: Season;
  ruolo: Ruolo;
  tipologia: Tipologia;
  /** The club the athlete belongs to when it is not the target: the registration is a transfer. */
  fromClub: number | null;
  /** The person already has an approved athlete registration: only then may an athlete's duration be annual. */
  approvedAthleteRegistration: boolean;
  first: boolean;
}

/** Every rule of a new registration, in the order a user would want to hear them. */
async function check(tx: Queryable, user: AuthUser, anagraficaId: number, b: RegistrationBody): Promise<Checked> {
  await assertRequestSubject(tx, user, anagraficaId, b.societa_id);
  // The club exists before its cart is locked (and created when it has none).
  await loadClub(tx, b.societa_id);
  const { person, season, day } = await lockedPersonInSeason(tx, anagraficaId, b.stagione_id, { type: 'societa', id: b.societa_id });
  // Only an administrator's date is used (register()); it must lie in the season it registers for.
  if (isAdmin(user) && b.data_inizio && !dateInSeason(b.data_inizio, season)) {
    throw ruleBreach(`La data deve essere compresa nella stagione ${season.nome} (dal ${itDate(season.data_inizio)} al ${itDate(season.data_fine)})`, 'data_inizio');
  }
  const ruolo = await loadRuolo(tx, { id: b.ruolo });
  if (!ruolo) throw ruleBreach('Ruolo non valido', 'ruolo');
  const tipologia = await loadTipologia(tx, b.tipologia_tesseramento_id);
  if (!tipologia || tipologia.famiglia_ruolo !== ruolo.famiglia_ruolo) throw ruleBreach(BREACH.causaleRuolo, 'tipologia_tesseramento_id');
  assertTypeFitsAge(tipologia, person.data_nascita, season, 'tipologia_tesseramento_id');
  if (serieRequired(tipologia.codice) && !b.serie_id) throw ruleBreach(MESSAGES.serieObbligatoria, 'serie_id');
  if (b.serie_id) {
    const serie = await clubSerie(tx, b.societa_id, season.id, person.sesso);
    if (!serie.some((s) => s.id === b.serie_id)) throw ruleBreach(MESSAGES.nessunaSerie, 'serie_id');
  }
  if ((b.numero_stagioni ?? 1) > tipologia.max_stagioni) {
    throw ruleBreach(`Il numero di stagioni può essere al massimo ${tipologia.max_stagioni}`, 'numero_stagioni');
  }
  if (await hasActiveRole(tx, { anagraficaId, ruoloId: ruolo.id, seasonId: season.id, societaId: b.societa_id })) throw ruleBreach(BREACH.giaTesserato);
  let fromClub: number | null = null;
  let approvedAthleteRegistration = false;
  if (ruolo.famiglia_ruolo === 'Atleta') {
    if (await pendingAthleteElsewhere(tx, anagraficaId, season.id, b.societa_id)) throw ruleBreach(BREACH.richiestaInCorso);
    const roles = await athleteRoles(tx, anagraficaId);
    approvedAthleteRegistration = hasApprovedAthleteRegistration(roles);
    const current = athleteClub(roles, season, day);
    if (current !== null && current !== b.societa_id) {
      if (transferLimitReached(await transfersInSeason(tx, anagraficaId, season.id), season.max_numero_trasferimenti)) {
        throw ruleBreach(BREACH.maxTrasferimenti);
      }
      fromClub = current;
    }
  }
  return { person, season, ruolo, tipologia, fromClub, approvedAthleteRegistration, first: !(await everRegistered(tx, anagraficaId)) };
}

export async function register(db: Db, smtpUrl: string | undefined, user: AuthUser, anagraficaId: number, b: RegistrationBody): Promise<OperationResult> {
  const details = emptyDetails();
  const admin = isAdmin(user);
  const outcome = await db.transaction(async (tx) => {
    const c = await check(tx, user, anagraficaId, b);
    const transfer = c.fromClub !== null;
    const durata = durationFor(c.ruolo.famiglia_ruolo, b.durata, c.approvedAthleteRegistration);
    const day = admin && b.data_inizio ? b.data_inizio : today();
    const automatic = c.tipologia.approvazione_automatica && !transfer;
    const fee = await loadFee(tx, c.season.id, c.tipologia.id);
    const computed = operationAmount(fee, transfer ? 'trasferimento' : c.first ? 'primo' : 'rinnovo', isUnder(c.person.data_nascita, c.season));
    const importo = admin && b.requestModified && b.costo !== undefined ? b.costo : computed;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, disciplina_id, serie_id,
         data_inizio, data_fine, durata, numero_stagioni, diritto_revoca, consiglio)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        anagraficaId,
        b.societa_id,
        c.season.id,
        c.ruolo.id,
        c.tipologia.id,
        b.disciplina ?? null,
        b.serie_id ?? null,
        day,
        durata === 'annuale' ? c.season.data_fine : null,
        durata,
        b.numero_stagioni ?? 1,
        revocationAllowed(durata) && !!b.diritto_revoca,
        c.ruolo.famiglia_ruolo === 'Dirigente' && !!b.consiglio,
      ],
    );
    const roleId = rows[0].id;
    if (automatic) await approveRole(tx, roleId);
    const { main: modulo } = await fileForms(tx, {
      anagraficaId,
      cittadinanza: c.person.cittadinanza,
      seasonId: c.season.id,
      ruoloId: roleId,
      day,
      moduli: c.tipologia.moduli,
      chosen: b.modulo,
      accettaPrivacy: !!b.accetta_privacy,
      optional: b.moduli_opzionali,
    });
    const nome = `${c.person.cognome} ${c.person.nome}`;
    const to = await loadClub(tx, b.societa_id);
    const from = transfer ? await loadClub(tx, c.fromClub!) : null;
    const entry = await charge(
      tx,
      { type: 'societa', id: b.societa_id },
      {
        codice: transfer ? CODE_TRASFERIMENTO : (ENTRY_CODE[c.ruolo.famiglia_ruolo] ?? 'Tesseramento'),
        importo_cents: importo,
        descrizione: transfer ? `Trasferimento ${nome} da ${from!.nome} a ${to.nome}` : `${c.tipologia.nome} - ${nome}`,
        data: today(),
        stagione_id: c.season.id,
        societa_id: b.societa_id,
        old_societa_id: c.fromClub,
        anagrafica_id: anagraficaId,
        anagrafica_ruolo_id: roleId,
        tipologia_tesseramento_id: c.tipologia.id,
        approved: automatic,
        approvatore_id: automatic ? user.id : null,
      },
      details,
      user.id,
    );
    let trasferimentoId: number | null = null;
    if (transfer) {
      const t = await tx.query<{ id: number }>(
        `INSERT INTO trasferimento (anagrafica_id, societa_from_id, societa_to_id, stagione_id, durata, tipologia_tesseramento_id,
           partita_contabile_id, anagrafica_ruolo_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [anagraficaId, c.fromClub, b.societa_id, c.season.id, durata, c.tipologia.id, entry.id, roleId],
      );
      trasferimentoId = t.rows[0].id;
    }
    await audit(tx, {
      userId: user.id,
      action: transfer ? 'trasferimento.richiesta' : 'tesseramento.create',
      entity: 'anagrafica_ruolo',
      entityId: roleId,
      after: { ...b, importo_cents: importo, modulo: modulo?.codice ?? null, trasferimento_id: trasferimentoId },
    });
    return { roleId, mail: transfer ? { atleta: nome, from: from!, to } : null };
  });
  if (outcome.mail) await mailTransferRequested(db, smtpUrl, outcome.mail);
  return ok(outcome.mail ? 'Richiesta di trasferimento inserita correttamente' : MESSAGES.salvato, details, outcome.roleId);
}

export interface RegistrationUpdate {
  id: number;
  serie_id?: number | null;
  consiglio?: boolean;
  diritto_revoca?: boolean;
  numero_stagioni?: number;
  accetta_privacy?: boolean;
}

/** PUT: changes a registration still awaiting approval (series, board flag, revocation right, seasons). */
export async function updateRegistration(db: Db, user: AuthUser, anagraficaId: number, b: RegistrationUpdate): Promise<OperationResult> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; societa_id: number | null; approvato: boolean; rifiutato: boolean; durata: Durata; tipologia_tesseramento_id: number; stagione_id: number }>(
      `SELECT id, societa_id, approvato, rifiutato, durata, tipologia_tesseramento_id, stagione_id FROM anagrafica_ruolo
        WHERE id = $1 AND anagrafica_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [b.id, anagraficaId],
    );
    const r = rows[0];
    if (!r) throw notFound();
    if (r.societa_id === null) throw forbidden();
    assertActsForClub(user, r.societa_id);
    if (r.approvato || r.rifiutato) throw ruleBreach('Il tesseramento è già stato approvato o rifiutato e non può essere modificato');
    const tip = await loadTipologia(tx, r.tipologia_tesseramento_id);
    if (tip && (b.numero_stagioni ?? 1) > tip.max_stagioni) throw ruleBreach(`Il numero di stagioni può essere al massimo ${tip.max_stagioni}`, 'numero_stagioni');
    if (tip && serieRequired(tip.codice) && b.serie_id === null) throw ruleBreach(MESSAGES.serieObbligatoria, 'serie_id');
    await tx.query(
      `UPDATE anagrafica_ruolo SET serie_id = coalesce($2, serie_id), consiglio = coalesce($3, consiglio),
         diritto_revoca = CASE WHEN durata = 'annuale' THEN coalesce($4, diritto_revoca) ELSE false END,
         numero_stagioni = coalesce($5, numero_stagioni), updated_at = now() WHERE id = $1`,
      [r.id, b.serie_id ?? null, b.consiglio ?? null, b.diritto_revoca ?? null, b.numero_stagioni ?? null],
    );
    await audit(tx, { userId: user.id, action: 'tesseramento.update', entity: 'anagrafica_ruolo', entityId: r.id, before: r, after: b });
  });
  return ok(MESSAGES.salvato, emptyDetails(), b.id);
}
