// The Rinnovi tab (spec 2 §2.1, §7 Clubs): who of last season can be renewed
// (anagraficatorenew: athletes, managers, board) and the bulk renewal (executetesseratirenew),
// only inside the season's renewal window. All or nothing: one failure writes nothing and the
// answer lists every refusal so the table can be shown again.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import { HttpError } from '../http/errors.ts';
import type { OperationResult, RenewType } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGES } from '../../resources/contracts/tesseramenti.ts';
import { ADULT_TYPE_OF, BREACH, operationAmount, renewalWindowOpen, seasonBreach, typeFitsAge } from './rules.ts';
import { findTipologiaByCodice, loadFee, loadSeason, loadTipologia, previousSeason, today, type Season } from './queries.ts';
import { fileForms } from './forms.ts';
import { assertActsForClub, assertTypeFitsAge, charge, emptyDetails, ENTRY_CODE, lockPayerCart, ok, ruleBreach } from './shared.ts';
import { euros, eurosSql } from '../money.ts';

export type RenewCandidate = {
  id: number;
  anagrafica_id: number;
  nome_completo: string;
  matricola: string;
  data_nascita: string;
  cittadinanza: string;
  ruolo_id: number;
  ruolo: string;
  tipologia_tesseramento_id: number;
  tipologia_tesseramento_nome: string;
  consiglio: boolean;
  importo: number;
  /** Why the row cannot be renewed (its type is for the season's under only), else null. */
  motivo: string | null;
};

const KIND: Record<RenewType, string> = {
  Atleta: `ru.famiglia_ruolo = 'Atleta' AND NOT r.prestito`,
  Dirigente: `ru.famiglia_ruolo = 'Dirigente' AND NOT r.consiglio`,
  Consiglio: `ru.famiglia_ruolo = 'Dirigente' AND r.consiglio`,
};

/** Last season's approved registrations of the club of one kind, with no live one of the same role this season. */
async function candidates(db: Queryable, societaId: number, season: Season, prev: Season, kind: RenewType): Promise<RenewCandidate[]> {
  const { rows } = await db.query<Omit<RenewCandidate, 'motivo'> & { codice: string; is_under: boolean }>(
    `SELECT DISTINCT ON (r.anagrafica_id) r.anagrafica_id AS id, r.anagrafica_id, a.cognome || ' ' || a.nome AS nome_completo, a.matricola,
            a.data_nascita, a.cittadinanza, r.ruolo_id, ru.nome AS ruolo, r.tipologia_tesseramento_id, t.nome AS tipologia_tesseramento_nome,
            t.codice, t.is_under, r.consiglio, ${eurosSql('coalesce(c.importo_cents, 0)')} AS importo
       FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id JOIN anagrafica a ON a.id = r.anagrafica_id
       JOIN tipologia_tesseramento t ON t.id = r.tipologia_tesseramento_id
       LEFT JOIN configurazione c ON c.tipologia_tesseramento_id = t.id AND c.stagione_affiliazione_id = $3 AND c.deleted_at IS NULL
      WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato AND r.deleted_at IS NULL AND a.deleted_at IS NULL AND ${KIND[kind]}
        AND (r.durata = 'definitiva' OR ru.famiglia_ruolo <> 'Atleta')
        AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo n WHERE n.anagrafica_id = r.anagrafica_id AND n.stagione_id = $3
                          AND n.ruolo_id = r.ruolo_id AND n.deleted_at IS NULL AND NOT n.rifiutato AND NOT n.prestito)
      ORDER BY r.anagrafica_id, r.data_inizio DESC`,
    [societaId, prev.id, season.id],
  );
  const adults = new Map<string, AdultType | null>();
  const out: RenewCandidate[] = [];
  for (const { codice, is_under, ...row } of rows) {
    if (typeFitsAge({ is_under }, row.data_nascita, season)) out.push({ ...row, motivo: null });
    else {
      if (!adults.has(codice)) adults.set(codice, await adultTypeOf(db, codice, season));
      const adult = adults.get(codice);
      out.push(adult ? { ...row, ...adult, motivo: null } : { ...row, motivo: BREACH.causaleUnder });
    }
  }
  return out.sort((x, y) => x.nome_completo.localeCompare(y.nome_completo, 'it'));
}

type AdultType = Pick<RenewCandidate, 'tipologia_tesseramento_id' | 'tipologia_tesseramento_nome' | 'importo'>;

/**
 * The type an outgrown under type renews as, with its renewal fee this season; null when it has none
 * (the row is then not renewable here, its reason shown).
 */
async function adultTypeOf(db: Queryable, codice: string, season: Season): Promise<AdultType | null> {
  const adult = ADULT_TYPE_OF[codice] ? await findTipologiaByCodice(db, ADULT_TYPE_OF[codice]) : null;
  if (!adult) return null;
  const importo = euros(operationAmount(await loadFee(db, season.id, adult.id), 'rinnovo', false));
  return { tipologia_tesseramento_id: adult.id, tipologia_tesseramento_nome: adult.nome, importo };
}

export const renewTypeOf = (q: { type?: 'dirigenti'; consigliodirettivo?: boolean }): RenewType => (q.consigliodirettivo ? 'Consiglio' : q.type === 'dirigenti' ? 'Dirigente' : 'Atleta');

export async function toRenew(db: Queryable, user: AuthUser, societaId: number, q: { season?: number; type?: 'dirigenti'; consigliodirettivo?: boolean }) {
  assertActsForClub(user, societaId);
  const season = await loadSeason(db, q.season);
  const prev = await previousSeason(db, season);
  const open = renewalWindowOpen(season, today());
  const data = prev ? await candidates(db, societaId, season, prev, renewTypeOf(q)) : [];
  return { data, rinnovi_aperti: open, message: open ? '' : MESSAGES.rinnoviChiusi };
}

export interface RenewBody {
  season?: number;
  anagrafiche: number[];
  renewType: RenewType;
  /** Spec 2 §7: the board renewal sends `action: 'changeTipologiaTesseramento'` with the new reason. */
  action?: 'changeTipologiaTesseramento';
  changeTipologiaTesseramento?: boolean;
  newTipologiaTesseramento?: number | null;
  removeFromConsiglio?: boolean;
  numero_stagioni?: number;
}

/**
 * Why people of a batch cannot be renewed, by name: those already registered with the club this season
 * (a second 'Esegui rinnovi', another tab) apart from the others. Only people who have had a role with
 * the club are named (an id the club sends cannot reveal someone else's name); the rest by their id.
 */
async function refusedRenewalsMessage(tx: Queryable, societaId: number, seasonId: number, ids: number[]): Promise<string> {
  const { rows } = await tx.query<{ id: number; nome: string; rinnovato: boolean }>(
    `SELECT a.id, a.cognome || ' ' || a.nome AS nome,
            EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.societa_id = $2 AND r.stagione_id = $3 AND r.deleted_at IS NULL AND NOT r.rifiutato) AS rinnovato
       FROM anagrafica a
      WHERE a.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.societa_id = $2 AND r.deleted_at IS NULL)`,
    [ids, societaId, seasonId],
  );
  const known = new Map(rows.map((r) => [r.id, r]));
  const name = (id: number) => known.get(id)?.nome ?? `n. ${id}`;
  const renewed = ids.filter((id) => known.get(id)?.rinnovato);
  const others = ids.filter((id) => !known.get(id)?.rinnovato);
  const clause = (list: number[], one: string, many: string) => `${list.map(name).join(', ')} ${list.length === 1 ? one : many}`;
  const reasons = [
    ...(renewed.length ? [clause(renewed, 'è già tesserato con la società per questa stagione', 'sono già tesserati con la società per questa stagione')] : []),
    ...(others.length ? [clause(others, 'non risulta da rinnovare per la società', 'non risultano da rinnovare per la società')] : []),
  ];
  return `Non è possibile rinnovare: ${reasons.join('; ')}`;
}

export async function executeRenew(db: Db, user: AuthUser, societaId: number, b: RenewBody): Promise<OperationResult> {
  assertActsForClub(user, societaId);
  const details = emptyDetails();
  await db.transaction(async (tx) => {
    const season = await loadSeason(tx, b.season);
    const day = today();
    const closed = seasonBreach(season, day);
    if (closed) throw ruleBreach(closed);
    if (!renewalWindowOpen(season, day)) throw ruleBreach(MESSAGES.rinnoviChiusi);
    if (b.renewType === 'Consiglio' && b.changeTipologiaTesseramento !== false && !b.newTipologiaTesseramento) {
      throw ruleBreach('Seleziona una causale', 'newTipologiaTesseramento');
    }
    // The board's new reason must be a manager's type that exists (another family, or none, was taken as is: a 500 or an athlete type on the board).
    const reason = b.renewType === 'Consiglio' && b.newTipologiaTesseramento ? await loadTipologia(tx, b.newTipologiaTesseramento) : null;
    if (b.renewType === 'Consiglio' && b.newTipologiaTesseramento && reason?.famiglia_ruolo !== 'Dirigente') throw ruleBreach(BREACH.causaleRuolo, 'newTipologiaTesseramento');
    const prev = await previousSeason(tx, season);
    // The club's cart, then the people, as a registration locks them (lockedPersonInSeason): a renewal
    // is serialised with any registration of the same people and with a checkout of that cart.
    await lockPayerCart(tx, { type: 'societa', id: societaId }, season.id);
    await tx.query('SELECT id FROM anagrafica WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [b.anagrafiche]);
    const list = prev ? await candidates(tx, societaId, season, prev, b.renewType) : [];
    const byId = new Map(list.map((c) => [c.anagrafica_id, c]));
    const refused = b.anagrafiche.filter((id) => !byId.has(id));
    if (refused.length) {
      const message = await refusedRenewalsMessage(tx, societaId, season.id, refused);
      throw new HttpError(422, message, { errorMessage: message, errors: { anagrafiche: [message] } });
    }
    // Named, so that the club can leave them out (the whole batch is refused otherwise).
    const outOfAge = b.anagrafiche.map((id) => byId.get(id)!).filter((c) => c.motivo);
    if (!reason && outOfAge.length) {
      const message = `${BREACH.causaleUnder}: ${outOfAge.map((c) => c.nome_completo).join(', ')}`;
      throw new HttpError(422, message, { errorMessage: message, errors: { anagrafiche: [message] } });
    }
    for (const id of b.anagrafiche) {
      const c = byId.get(id)!;
      const tip = reason ?? (await loadTipologia(tx, c.tipologia_tesseramento_id))!;
      // Last season's under type may not fit this season's under (anno_under moved): the registration's check.
      assertTypeFitsAge(tip, c.data_nascita, season, 'anagrafiche');
      const consiglio = b.renewType === 'Consiglio' && !b.removeFromConsiglio;
      // The renewed registration keeps the discipline and series of the one it renews (the club's tables
      // show a discipline column per registration; a renewal stored none).
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, data_inizio, durata, numero_stagioni, consiglio,
           disciplina_id, serie_id)
         SELECT $1, $2, $3, $4, $5, $6, 'definitiva', $7, $8, p.disciplina_id, p.serie_id
           FROM (SELECT 1) one
           LEFT JOIN LATERAL (SELECT disciplina_id, serie_id FROM anagrafica_ruolo
                               WHERE anagrafica_id = $1 AND societa_id = $2 AND stagione_id = $9 AND ruolo_id = $4 AND approvato AND deleted_at IS NULL
                               ORDER BY data_inizio DESC, id DESC LIMIT 1) p ON true
         RETURNING id`,
        [id, societaId, season.id, c.ruolo_id, tip.id, day, Math.min(b.numero_stagioni ?? 1, 4), consiglio, prev!.id],
      );
      await fileForms(tx, { anagraficaId: id, cittadinanza: c.cittadinanza, seasonId: season.id, ruoloId: rows[0].id, day, moduli: tip.moduli, accettaPrivacy: true });
      const famiglia = b.renewType === 'Atleta' ? 'Atleta' : 'Dirigente';
      await charge(
        tx,
        { type: 'societa', id: societaId },
        {
          codice: ENTRY_CODE[famiglia],
          importo_cents: operationAmount(await loadFee(tx, season.id, tip.id), 'rinnovo', false),
          descrizione: `Rinnovo ${tip.nome} - ${c.nome_completo}`,
          data: day,
          stagione_id: season.id,
          societa_id: societaId,
          anagrafica_id: id,
          anagrafica_ruolo_id: rows[0].id,
          tipologia_tesseramento_id: tip.id,
        },
        details,
        user.id,
      );
    }
    // 'Rimuovi dal Consiglio Direttivo': the renewed people leave the club's board of the season (the
    // board grid lists its members; the toggle changed only the new registration's flag, QA).
    if (b.renewType === 'Consiglio' && b.removeFromConsiglio) {
      await tx.query(
        `DELETE FROM consiglio_direttivo_componente c USING consiglio_direttivo cd
          WHERE c.consiglio_direttivo_id = cd.id AND cd.societa_id = $1 AND cd.stagione_id = $2 AND c.anagrafica_id = ANY($3::int[])`,
        [societaId, season.id, b.anagrafiche],
      );
    }
    await audit(tx, { userId: user.id, action: 'tesseramento.rinnovo', entity: 'societa', entityId: societaId, after: b });
  });
  return ok(MESSAGES.rinnoviOk, details);
}
