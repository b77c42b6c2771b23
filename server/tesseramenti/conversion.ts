// 'Converti in Agonista' (spec 1 §2.5 Tessere tab, shown while the member is not competitive):
// POST anagrafica/{id}/tesseraanagrafica with type 'converti'. The person's running 'Atleta Non
// Agonista' registration with the club in the season becomes an 'Atleta' one with the chosen type
// (and series, mandatory for AL), in place: one athlete registration per club and season stays one.
// The person is then competitive (anagrafica.agonista). What the new type costs beyond what the
// registration was already charged (its entries not rejected or reversed) is charged to the club, as
// one entry in its cart; a conversion to a type that costs no more charges nothing. One transaction,
// the person's row locked first, as every registration of the area. A conversion whose charge is
// withdrawn (cancelled, rejected, reversed with 'ripristina anagrafica') is undone: conversion-undo.ts.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { assertAnagraficaEditable, ownSocietaId } from '../auth/scope.ts';
import { forbidden } from '../http/errors.ts';
import type { OperationResult } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGES } from '../../resources/contracts/tesseramenti.ts';
import { BREACH, operationAmount, serieRequired } from './rules.ts';
import { clubSerie, everRegistered, loadFee, loadRuolo, loadTipologia, type Season } from './queries.ts';
import { fileForms } from './forms.ts';
import { recordConversion } from './conversion-undo.ts';
import { assertActsForClub, assertTypeFitsAge, charge, emptyDetails, ENTRY_CODE, lockedPersonInSeason, ok, ruleBreach } from './shared.ts';
import type { CardBody } from './cards.ts';

export const CONVERSION = {
  nessunTesseramento: 'Il tesserato non ha un tesseramento da Atleta Non Agonista in corso con la società nella stagione selezionata',
  convertito: 'Il tesserato è stato convertito in Agonista',
} as const;

interface Convertible {
  id: number;
  societa_id: number;
  /** What the conversion changes, as it was (given back if its charge is withdrawn). */
  ruolo_id: number;
  tipologia_tesseramento_id: number | null;
  serie_id: number | null;
  agonista: boolean;
  /** What the registration was charged so far: its entries neither rejected nor reversed. */
  charged_cents: number;
}

/** The person's running non-competitive athlete registration of the season (with `societaId` when given); `lock`ed in a conversion. */
async function convertible(tx: Queryable, anagraficaId: number, seasonId: number, societaId: number | null, lock: boolean): Promise<Convertible | null> {
  const { rows } = await tx.query<Convertible>(
    `SELECT r.id, r.societa_id, r.ruolo_id, r.tipologia_tesseramento_id, r.serie_id,
            (SELECT a.agonista FROM anagrafica a WHERE a.id = r.anagrafica_id) AS agonista,
            (SELECT coalesce(sum(p.importo_cents), 0)::int FROM partita_contabile p
              WHERE p.anagrafica_ruolo_id = r.id AND NOT p.rifiutata AND NOT p.stornata AND p.codice <> 'Storno') AS charged_cents
       FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
      WHERE r.anagrafica_id = $1 AND r.stagione_id = $2 AND ($3::int IS NULL OR r.societa_id = $3) AND r.societa_id IS NOT NULL
        AND ru.famiglia_ruolo = 'Atleta' AND NOT ru.agonista AND NOT r.prestito
        AND r.deleted_at IS NULL AND NOT r.rifiutato AND (r.data_fine IS NULL OR r.data_fine >= CURRENT_DATE)
      ORDER BY r.id DESC LIMIT 1${lock ? ' FOR UPDATE OF r' : ''}`,
    [anagraficaId, seasonId, societaId],
  );
  return rows[0] ?? null;
}

/**
 * What converting costs: the new type's fee (`importo_tesseramento` while the person was never
 * registered, else `importo`, as costooperazione prices a registration) less what the registration
 * was charged, never below zero. Null when there is nothing to convert.
 */
async function priced(db: Queryable, anagraficaId: number, seasonId: number, societaId: number | null, tipologiaId: number, lock: boolean) {
  const found = await convertible(db, anagraficaId, seasonId, societaId, lock);
  if (!found) return null;
  const fee = await loadFee(db, seasonId, tipologiaId);
  const full = operationAmount(fee, (await everRegistered(db, anagraficaId)) ? 'rinnovo' : 'primo', false);
  return { found, differenceCents: Math.max(0, full - found.charged_cents) };
}

/** costooperazione?type=converti: what 'Converti in Agonista' to the type would charge (0 with nothing to convert). */
export async function conversionCost(db: Queryable, anagraficaId: number, seasonId: number, societaId: number | null, tipologiaId: number) {
  return (await priced(db, anagraficaId, seasonId, societaId, tipologiaId, false))?.differenceCents ?? 0;
}

export async function convertToCompetitive(db: Db, user: AuthUser, anagraficaId: number, b: CardBody): Promise<OperationResult> {
  // A club converts its own athletes; the federation any club's. A person does not convert itself.
  if (user.tipo_utente === 'anagrafica') throw forbidden();
  const admin = isAdmin(user);
  const asked = b.societa_id ?? ownSocietaId(user);
  if (!admin) {
    if (asked === null) throw forbidden();
    assertActsForClub(user, asked);
    await assertAnagraficaEditable(db, user, anagraficaId);
  }
  const details = emptyDetails();
  const roleId = await db.transaction(async (tx) => {
    // The club that pays is the one of the registration converted: read before the locks, to lock its cart first.
    const payingClub = async (season: Season) => {
      const found = await convertible(tx, anagraficaId, season.id, asked, false);
      return found ? { type: 'societa' as const, id: found.societa_id } : null;
    };
    const { person, season, day } = await lockedPersonInSeason(tx, anagraficaId, b.stagione_id, payingClub);
    const ruolo = b.ruolo ? await loadRuolo(tx, { id: b.ruolo }) : await loadRuolo(tx, { codice: 'ATL' });
    if (!ruolo || ruolo.codice !== 'ATL') throw ruleBreach('Il ruolo deve essere Atleta', 'ruolo');
    if (!b.tipologiaTesseramento) throw ruleBreach('Il campo è obbligatorio', 'tipologiaTesseramento');
    const tip = await loadTipologia(tx, b.tipologiaTesseramento);
    if (!tip || tip.famiglia_ruolo !== ruolo.famiglia_ruolo) throw ruleBreach(BREACH.causaleRuolo, 'tipologiaTesseramento');
    assertTypeFitsAge(tip, person.data_nascita, season, 'tipologiaTesseramento');
    const conversion = await priced(tx, anagraficaId, season.id, asked, tip.id, true);
    if (!conversion) throw ruleBreach(CONVERSION.nessunTesseramento);
    const { found } = conversion;
    if (serieRequired(tip.codice) && !b.serie_id) throw ruleBreach(MESSAGES.serieObbligatoria, 'serie_id');
    if (b.serie_id && !(await clubSerie(tx, found.societa_id, season.id, person.sesso)).some((s) => s.id === b.serie_id)) {
      throw ruleBreach(MESSAGES.nessunaSerie, 'serie_id');
    }
    // An administrator may set the amount ('Modifica importo'), as in the other dialogs.
    const difference = admin && b.costo !== undefined ? b.costo : conversion.differenceCents;
    const serieId = b.serie_id ?? found.serie_id;
    await tx.query('UPDATE anagrafica_ruolo SET ruolo_id = $2, tipologia_tesseramento_id = $3, serie_id = $4 WHERE id = $1', [found.id, ruolo.id, tip.id, serieId]);
    await tx.query('UPDATE anagrafica SET agonista = true WHERE id = $1', [anagraficaId]);
    const forms = await fileForms(tx, {
      anagraficaId,
      cittadinanza: person.cittadinanza,
      seasonId: season.id,
      ruoloId: found.id,
      day,
      moduli: tip.moduli,
      chosen: b.modulo,
      accettaPrivacy: !!b.accetta_privacy,
    });
    if (difference > 0) {
      // Not tied to the registration: approving this entry does not approve it. Withdrawing the entry
      // (cancelled, rejected, reversed with 'ripristina anagrafica') undoes the conversion, as recorded.
      const entry = await charge(
        tx,
        { type: 'societa', id: found.societa_id },
        {
          codice: ENTRY_CODE.Atleta,
          importo_cents: difference,
          descrizione: `Conversione in Agonista ${tip.nome} - ${person.cognome} ${person.nome} stagione ${season.nome}`,
          data: day,
          stagione_id: season.id,
          societa_id: found.societa_id,
          anagrafica_id: anagraficaId,
          tipologia_tesseramento_id: tip.id,
        },
        details,
        user.id,
      );
      await recordConversion(tx, {
        partitaId: entry.id,
        anagraficaRuoloId: found.id,
        before: { ruolo_id: found.ruolo_id, tipologia_tesseramento_id: found.tipologia_tesseramento_id, serie_id: found.serie_id, agonista: found.agonista },
        after: { ruolo_id: ruolo.id, tipologia_tesseramento_id: tip.id, serie_id: serieId, moduli_ids: forms.ids },
      });
    }
    await audit(tx, {
      userId: user.id,
      action: 'tessera.anagrafica.converti',
      entity: 'anagrafica_ruolo',
      entityId: found.id,
      after: { ...b, ruolo_id: ruolo.id, tipologia_tesseramento_id: tip.id, importo_cents: difference },
    });
    return found.id;
  });
  return ok(CONVERSION.convertito, details, roleId);
}
