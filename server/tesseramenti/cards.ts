// Referee and coach cards and the generic membership (spec 2 §2.5 Tessere tab, §2.10, §5):
// POST creates ('Creazione Tessera …'), PUT renews ('Rinnova Tessera …'). The person pays
// (an entry and an item in its own cart); the card itself is issued when the entry is approved.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { assertAnagraficaEditable } from '../auth/scope.ts';
import type { CardOffer, CardOffers, OperationResult } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGES } from '../../resources/contracts/tesseramenti.ts';
import { athleteClub, BREACH, buyWithoutMoneyAllowed, operationAmount, seasonBreach, serieRequired, withoutClubAllowed } from './rules.ts';
import { memberNotFound } from '../http/errors.ts';
import { athleteRoles, clubSerie, everRegistered, hasActiveRole, hasValidCard, loadFee, loadRuolo, loadSeason, loadTipologia, today, type Person } from './queries.ts';
import { convertToCompetitive } from './conversion.ts';
import { fileForms } from './forms.ts';
import { approveRole } from './roles.ts';
import { assertActsForClub, assertActsForPerson, assertTypeFitsAge, charge, CODE_LICENZA_ALLENATORE, emptyDetails, ENTRY_CODE, lockedPersonInSeason, ok, ruleBreach } from './shared.ts';

export type CardKind = 'arbitro' | 'allenatore' | 'anagrafica';

export interface CardBody {
  ruolo?: number | null;
  societa_id?: number | null;
  stagione_id?: number;
  disciplina?: number | null;
  tipologiaTesseramento?: number | null;
  costo?: number;
  modulo?: number | null;
  accetta_privacy?: boolean;
  deroga_aspettativa?: boolean;
  buyWithoutMoney?: boolean;
  /** The club's series (mandatory for type AL, spec 1 §5). */
  serie_id?: number | null;
  /** 'converti': 'Converti in Agonista' (conversion.ts). */
  type?: 'renew' | 'tesseramento' | 'converti';
}

/** Which role and type a card operation is about, and the rule the person must meet. */
async function roleAndType(db: Queryable, kind: CardKind, p: Person, b: CardBody, admin: boolean) {
  // The type of a card is the member's own (set by the administration, spec 2 §5); only an admin picks another.
  const chosen = admin ? b.tipologiaTesseramento : null;
  if (kind === 'allenatore') {
    if (!p.allenatore_tipologia_tesseramento_id) throw ruleBreach(MESSAGES.nonAllenatore);
    return { ruolo: (await loadRuolo(db, { codice: 'ALL' }))!, tipologiaId: chosen ?? p.allenatore_tipologia_tesseramento_id };
  }
  if (kind === 'arbitro') {
    const tipologiaId = chosen ?? p.tipologia_tesseramento_id;
    if (!tipologiaId) throw ruleBreach('Seleziona la tipologia di tesseramento', 'tipologiaTesseramento');
    return { ruolo: (await loadRuolo(db, { codice: 'ARB' }))!, tipologiaId };
  }
  const ruolo = b.ruolo ? await loadRuolo(db, { id: b.ruolo }) : null;
  if (!ruolo) throw ruleBreach('Il campo è obbligatorio', 'ruolo');
  if (!b.tipologiaTesseramento) throw ruleBreach('Il campo è obbligatorio', 'tipologiaTesseramento');
  return { ruolo, tipologiaId: b.tipologiaTesseramento };
}

/**
 * A referee's or coach's own card of the season is held already: the role asked or held for the season
 * without a club (paid or awaiting payment), or a valid card of the season, which is that season's
 * licence, paid already, whichever registration issued it (a coach registered with a club was charged
 * again, QA). membership() refuses the card then, and cardOffers() does not offer it.
 */
async function cardHeld(db: Queryable, anagraficaId: number, ruolo: { id: number; famiglia_ruolo: string }, seasonId: number, day: string) {
  return (await hasActiveRole(db, { anagraficaId, ruoloId: ruolo.id, seasonId, societaId: null })) || (await hasValidCard(db, anagraficaId, ruolo.famiglia_ruolo, seasonId, day));
}

/** A card of the family was ever issued to the person: the card is renewed (PUT), not created. */
async function hasCard(db: Queryable, anagraficaId: number, famiglia: string) {
  const { rows } = await db.query('SELECT 1 FROM tessera WHERE anagrafica_id = $1 AND famiglia = $2 AND deleted_at IS NULL LIMIT 1', [anagraficaId, famiglia]);
  return rows.length > 0;
}

/**
 * What 'Nuovo Tesseramento Arbitro/Tecnico' offers for the person (spec 2 §2.5, §4): for each card, the
 * rules membership() applies before it writes (the season running today, the season's card not held,
 * cardHeld) in the season the dialog saves in (the open one without `seasonId`), and 'Crea' or
 * 'Rinnova' by whether a card of the family exists. Only the person itself or an administrator asks
 * its cards (as membership()).
 */
export async function cardOffers(db: Queryable, user: AuthUser, anagraficaId: number, seasonId?: number): Promise<CardOffers> {
  assertActsForPerson(user, anagraficaId);
  const { rows } = await db.query('SELECT 1 FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [anagraficaId]);
  if (!rows.length) throw memberNotFound();
  const season = await loadSeason(db, seasonId);
  const day = today();
  const running = seasonBreach(season, day) === null;
  const offer = async (codice: string): Promise<CardOffer> => {
    const ruolo = (await loadRuolo(db, { codice }))!;
    return { offerta: running && !(await cardHeld(db, anagraficaId, ruolo, season.id, day)), rinnovo: await hasCard(db, anagraficaId, ruolo.famiglia_ruolo) };
  };
  return { arbitro: await offer('ARB'), allenatore: await offer('ALL') };
}

export async function membership(db: Db, user: AuthUser, kind: CardKind, renew: boolean, anagraficaId: number, b: CardBody): Promise<OperationResult> {
  if (kind === 'anagrafica' && !renew && b.type === 'converti') return convertToCompetitive(db, user, anagraficaId, b);
  if (kind === 'anagrafica' && b.societa_id) {
    assertActsForClub(user, b.societa_id);
    // A club adds a role only to a person already its own (the member screen it acts from); a person
    // new to it comes through the registration/transfer call, which applies the transfer rules.
    if (!isAdmin(user)) await assertAnagraficaEditable(db, user, anagraficaId);
  } else if (kind === 'anagrafica' && user.tipo_utente === 'societa') await assertAnagraficaEditable(db, user, anagraficaId);
  else assertActsForPerson(user, anagraficaId);
  const details = emptyDetails();
  const societaId = kind === 'anagrafica' ? (b.societa_id ?? null) : null;
  // Cards of the technical families are paid by the person; a registration with a club by the club.
  const payer = societaId ? { type: 'societa' as const, id: societaId } : { type: 'anagrafica' as const, id: anagraficaId };
  const id = await db.transaction(async (tx) => {
    const { person, season, day } = await lockedPersonInSeason(tx, anagraficaId, b.stagione_id, payer);
    const { ruolo, tipologiaId } = await roleAndType(tx, kind, person, b, isAdmin(user));
    const tip = await loadTipologia(tx, tipologiaId);
    if (!tip || tip.famiglia_ruolo !== ruolo.famiglia_ruolo) throw ruleBreach(BREACH.causaleRuolo, 'tipologiaTesseramento');
    assertTypeFitsAge(tip, person.data_nascita, season, 'tipologiaTesseramento');
    const withoutMoney = !!b.buyWithoutMoney;
    if (withoutMoney && (!isAdmin(user) || !buyWithoutMoneyAllowed(ruolo.famiglia_ruolo))) throw ruleBreach(BREACH.senzaMoney);
    if (societaId === null && !withoutClubAllowed(ruolo.famiglia_ruolo)) throw ruleBreach(BREACH.senzaSocieta, 'ruolo');
    // An athlete of another club joins this one only by a transfer (its club must accept it).
    if (societaId !== null && ruolo.famiglia_ruolo === 'Atleta') {
      const current = athleteClub(await athleteRoles(tx, anagraficaId), season, day);
      if (current !== null && current !== societaId) throw ruleBreach(BREACH.altraSocieta);
    }
    // 'Tesseramenti' without a club is the person's own registration in the role: one held with a club
    // already counts. A coach's or referee's licence card is not: a club's coach still buys his own card.
    const held =
      kind === 'anagrafica'
        ? await hasActiveRole(tx, { anagraficaId, ruoloId: ruolo.id, seasonId: season.id, societaId, anyClub: societaId === null })
        : await cardHeld(tx, anagraficaId, ruolo, season.id, day);
    if (held) throw ruleBreach(societaId === null ? BREACH.giaTesseratoRuolo : BREACH.giaTesserato);
    // The club's series, as the registration dialog asks it (spec 1 §5: mandatory for AL).
    if (societaId !== null && serieRequired(tip.codice) && !b.serie_id) throw ruleBreach(MESSAGES.serieObbligatoria, 'serie_id');
    if (b.serie_id && (societaId === null || !(await clubSerie(tx, societaId, season.id, person.sesso)).some((s) => s.id === b.serie_id))) {
      throw ruleBreach(MESSAGES.nessunaSerie, 'serie_id');
    }
    if (renew && kind !== 'anagrafica' && !(await hasCard(tx, anagraficaId, ruolo.famiglia_ruolo))) throw ruleBreach('Non è presente una tessera da rinnovare');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, disciplina_id, serie_id, data_inizio, data_fine, durata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'definitiva') RETURNING id`,
      [anagraficaId, societaId, season.id, ruolo.id, tip.id, b.disciplina ?? null, b.serie_id ?? null, day, season.data_fine],
    );
    const roleId = rows[0].id;
    if (withoutMoney) await approveRole(tx, roleId);
    await fileForms(tx, {
      anagraficaId,
      cittadinanza: person.cittadinanza,
      seasonId: season.id,
      ruoloId: roleId,
      day,
      moduli: tip.moduli,
      chosen: b.modulo,
      accettaPrivacy: !!b.accetta_privacy,
      extra: b.deroga_aspettativa ? { deroga_aspettativa: true } : {},
    });
    const fee = await loadFee(tx, season.id, tip.id);
    // A registration with a club costs what the registration dialog charges (costooperazione): a person's
    // first registration `importo_tesseramento`, any other `importo`. A person's own card costs `importo`.
    const kindOfFee = societaId !== null && !(await everRegistered(tx, anagraficaId)) ? 'primo' : 'rinnovo';
    const amount = isAdmin(user) && b.costo !== undefined ? b.costo : operationAmount(fee, kindOfFee, false);
    await charge(
      tx,
      payer,
      {
        codice: kind === 'allenatore' ? CODE_LICENZA_ALLENATORE : (ENTRY_CODE[ruolo.famiglia_ruolo] ?? 'Tesseramento'),
        importo_cents: amount,
        descrizione: `${renew ? 'Rinnovo' : 'Tesseramento'} ${tip.nome} - ${person.cognome} ${person.nome} stagione ${season.nome}`,
        data: day,
        stagione_id: season.id,
        societa_id: societaId,
        anagrafica_id: anagraficaId,
        anagrafica_ruolo_id: roleId,
        tipologia_tesseramento_id: tip.id,
        approved: withoutMoney,
        approvatore_id: withoutMoney ? user.id : null,
      },
      details,
      user.id,
    );
    await audit(tx, { userId: user.id, action: `tessera.${kind}.${renew ? 'renew' : 'create'}`, entity: 'anagrafica_ruolo', entityId: roleId, after: b });
    return roleId;
  });
  return ok(MESSAGES.salvato, details, id);
}
