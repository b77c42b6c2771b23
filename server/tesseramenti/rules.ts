// Pure rules of registrations, transfers, loans and renewals (spec 2 §3, §4, §5, §9).
// No database here: the service loads the facts, these decide.
import type { Durata, TrasferimentoStato } from '../../resources/contracts/tesseramenti.ts';
import { CARD_FAMILIES, seasonChoices, selectModule } from '../../resources/contracts/tesseramenti.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';

/** The Italian texts of each rule breach (422, nothing written). */
export const BREACH = {
  stagioneFutura: 'Non è possibile effettuare tesseramenti per una stagione non ancora iniziata',
  stagioneConclusa: 'La stagione selezionata è conclusa: non è possibile tesserare',
  giaTesserato: 'Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione con la società selezionata',
  /** The same for a registration with no club (referee and coach cards of the person). */
  giaTesseratoRuolo: 'Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione',
  richiestaInCorso: "Il tesserato ha già una richiesta di tesseramento in attesa con un'altra società",
  maxTrasferimenti: 'È stato raggiunto il numero massimo di trasferimenti consentiti per la stagione',
  nonGemellate: 'Il prestito è possibile solo tra società gemellate',
  fuoriFasciaEta: "La data di nascita dell'atleta non rientra nel periodo consentito per i prestiti della stagione",
  revocaScaduta: 'Il termine per i prestiti della stagione è scaduto',
  causaleRuolo: 'La causale selezionata non corrisponde al ruolo',
  nonAtleta: "L'atleta non è tesserato con la società nella stagione",
  giaDeciso: 'Il trasferimento è già stato approvato, rifiutato o annullato',
  trasferimentoSuccessivo: "L'atleta ha un trasferimento successivo a questo: per ripristinare l'anagrafica storna prima il trasferimento successivo",
  tesseramentoSuccessivo:
    "L'atleta ha un tesseramento da atleta successivo a questo trasferimento (un rinnovo, un prestito, una seconda licenza): per ripristinare l'anagrafica annulla o storna prima quel tesseramento",
  stessaSocieta: "L'atleta è già tesserato con la società selezionata",
  senzaMoney: "L'acquisto senza addebito è consentito solo per il Tesseramento Dirigente",
  vincolo: 'La nuova data di scadenza deve essere successiva alla scadenza attuale del tesseramento',
  altraSocieta: "L'atleta è tesserato con un'altra società: per tesserarlo richiedi il trasferimento",
  causaleUnder: 'La causale è riservata agli under della stagione',
  senzaSocieta: 'Senza società si tesserano solo arbitri e tecnici: per questo ruolo scegli la società',
} as const;

/**
 * A registration with no club is the person's own licence: referee or coach/technical (spec 1 §6, a
 * member user "creates and renews referee and coach registrations"). An athlete, a manager, a doctor
 * belong to a club (QA: a member user registered himself as an athlete with no club and paid it).
 */
export const withoutClubAllowed = (ruoloFamiglia: string) => CARD_FAMILIES.includes(ruoloFamiglia);
export { CARD_FAMILIES };

/**
 * Lookups of a person by codice fiscale a club makes to ask for a transfer (person-lookup.ts): 20 in a
 * quarter of an hour cover a busy day of transfers; then 5 s, doubling with each further one, up to 5 min.
 */
export const PERSON_LOOKUP_POLICY = { free: 20, baseSeconds: 5, maxSeconds: 300 } as const;

export interface SeasonFacts {
  id: number;
  data_inizio: string;
  data_fine: string;
  data_inizio_rinnovi: string | null;
  data_fine_rinnovi: string | null;
  data_ultima_revoca_prestiti: string | null;
  anno_under: number;
  anno_over: number;
  max_numero_trasferimenti: number;
  gemellaggio_data_nascita_iniziale: string | null;
  gemellaggio_data_nascita_finale: string | null;
}

/** Spec 2 §4: a season whose start is in the future cannot register (canRegister false). */
export const canRegister = (season: Pick<SeasonFacts, 'data_inizio'>, today: string) => season.data_inizio <= today;

/**
 * Why a registration, transfer, loan or renewal cannot be made in the season today, or null: not started
 * yet (spec 2 §4), or already ended (QA: an administrator's header season, or a club's stagione_id, of a
 * closed season registered and charged in it).
 */
export function seasonBreach(season: Pick<SeasonFacts, 'data_inizio' | 'data_fine'>, today: string): string | null {
  if (!canRegister(season, today)) return BREACH.stagioneFutura;
  if (season.data_fine < today) return BREACH.stagioneConclusa;
  return null;
}

/** A registration's start date (an administrator's choice) lies within its season, both days included. */
export const dateInSeason = (day: string, season: Pick<SeasonFacts, 'data_inizio' | 'data_fine'>) => season.data_inizio <= day && day <= season.data_fine;

/** The Rinnovi tab and the renewals work only inside the season's renewal window (both days included). */
export const renewalWindowOpen = (season: Pick<SeasonFacts, 'data_inizio_rinnovi' | 'data_fine_rinnovi'>, today: string) =>
  !!season.data_inizio_rinnovi && !!season.data_fine_rinnovi && season.data_inizio_rinnovi <= today && today <= season.data_fine_rinnovi;

export interface ModuloFacts {
  id: number;
  nome: string;
  codice: string;
  attributo: string | null;
}

/** Spec 2 §5 module selection (declared once, with the dialogs, in the contract). */
export { selectModule };

/**
 * Under or senior for transfer amounts. The season's defaults (anno_under 2010, anno_over 2011) are
 * consecutive years, so one boundary decides: born in anno_under or later is under, earlier senior.
 */
export const isUnder = (dataNascita: string, season: Pick<SeasonFacts, 'anno_under'>) => Number(dataNascita.slice(0, 4)) >= season.anno_under;

/**
 * A type flagged `is_under` (Atleta Under, the promotional ones) is for the season's under only: its fee
 * is the under fee, so a senior registered with it paid less (QA).
 */
export const typeFitsAge = (tipologia: { is_under: boolean }, dataNascita: string, season: Pick<SeasonFacts, 'anno_under'>) => !tipologia.is_under || isUnder(dataNascita, season);

/**
 * The type a renewal takes when last season's under type no longer fits (the season's anno_under moved
 * past the athlete): Atleta Under grows into Atleta Senior. The promotional types (TAP, TAP-S) have no
 * such successor: an athlete who outgrew them is registered anew, not renewed.
 */
export const ADULT_TYPE_OF: Readonly<Record<string, string>> = { AU: 'AS' };

export interface FeeFacts {
  importo_cents: number;
  importo_tesseramento_cents: number;
  importo_trasferimento_under_cents: number;
  importo_trasferimento_senior_cents: number;
}

export type OperationKind = 'primo' | 'rinnovo' | 'trasferimento';

/** Cents an operation costs: first registration, renewal/registration, or transfer (under/senior). */
export function operationAmount(fee: FeeFacts | null, kind: OperationKind, under: boolean): number {
  if (!fee) return 0;
  if (kind === 'trasferimento') return under ? fee.importo_trasferimento_under_cents : fee.importo_trasferimento_senior_cents;
  return kind === 'primo' ? fee.importo_tesseramento_cents : fee.importo_cents;
}

export interface AthleteRoleFacts {
  societa_id: number | null;
  stagione_id: number;
  /** Start of the role's season, to order seasons. */
  stagione_inizio: string;
  data_inizio: string;
  data_fine: string | null;
  approvato: boolean;
  prestito: boolean;
  durata: Durata;
}

/**
 * The club an athlete belongs to in a season. An approved (non-loan) role of the season that has
 * not ended decides; else the last definitive registration of an earlier season: an annual
 * transfer ends with its season and the athlete returns to the club that holds the definitive one.
 */
export function athleteClub(roles: AthleteRoleFacts[], season: { id: number; data_inizio: string }, today: string): number | null {
  const live = roles.filter((r) => r.approvato && !r.prestito && r.societa_id != null).sort((a, b) => (a.stagione_inizio + a.data_inizio < b.stagione_inizio + b.data_inizio ? 1 : -1));
  const current = live.find((r) => r.stagione_id === season.id && (r.data_fine == null || r.data_fine >= today));
  if (current) return current.societa_id;
  const earlier = live.find((r) => r.stagione_inizio < season.data_inizio && r.durata === 'definitiva');
  return earlier?.societa_id ?? null;
}

/** `max_numero_trasferimenti` per season; 0 (the default) means no limit. */
export const transferLimitReached = (transfersThisSeason: number, max: number) => max > 0 && transfersThisSeason >= max;

/**
 * Spec 2 §4: the person already has an approved athlete registration (any season, any club; loans
 * are not registrations with the club). Only then does the transfer/registration dialog offer the duration.
 */
export const hasApprovedAthleteRegistration = (roles: Pick<AthleteRoleFacts, 'approvato' | 'prestito'>[]) => roles.some((r) => r.approvato && !r.prestito);

/**
 * Spec 2 §2.10, §4: duration is chosen only for athletes (competitive or not, family 'Atleta') with an
 * existing approved athlete registration; anything else is definitive. Like the other fields a case does
 * not offer (board flag, revocation right), an 'annuale' asked where it is not offered is coerced, not refused.
 */
export const durationFor = (ruoloFamiglia: string, asked: Durata | undefined, approvedAthleteRegistration: boolean): Durata =>
  ruoloFamiglia === 'Atleta' && approvedAthleteRegistration ? (asked ?? 'definitiva') : 'definitiva';

/** The revocation right exists only on annual registrations. */
export const revocationAllowed = (durata: Durata) => durata === 'annuale';

/** '1 Stagione', '2 Stagioni' … (declared once in the contract). */
export { seasonChoices };

/** Series is mandatory when the registration type code is AL (spec 2 §5). */
export const serieRequired = (tipologiaCodice: string) => tipologiaCodice === 'AL';

export interface LoanFacts {
  twinApproved: boolean;
  dataNascita: string;
  today: string;
}

/** The first loan rule an operation breaks, or null. */
export function loanBreach(season: SeasonFacts, f: LoanFacts, twinning: boolean): string | null {
  if (season.data_ultima_revoca_prestiti && f.today > season.data_ultima_revoca_prestiti) return BREACH.revocaScaduta;
  if (!twinning) return null;
  if (!f.twinApproved) return BREACH.nonGemellate;
  const from = season.gemellaggio_data_nascita_iniziale;
  const to = season.gemellaggio_data_nascita_finale;
  if ((from && f.dataNascita < from) || (to && f.dataNascita > to)) return BREACH.fuoriFasciaEta;
  return null;
}

export interface TransferFacts {
  stato: TrasferimentoStato;
  accettato_societa: boolean | null;
  societa_from_id: number;
  societa_to_id: number;
  /** A card payment of the request's entry awaits the gateway (ledger cardPaymentPendingColumn). */
  pagamento_carta_in_corso?: boolean;
  /** The requester's payment notice or bank transfer covers the entry, its money not yet approved (ledger mayCancel). */
  pagamento_bancario_in_corso?: boolean;
}

/** The caller as the transfer rules see it. `write`: it passes the access of the decision routes (transfers.ts mayDecideTransfers). */
export type Viewer = { admin: true; write: boolean } | { admin: false; societaId: number | null; write: boolean };

export type TransferAction = 'approve' | 'reject' | 'cancel';

/**
 * Who may ever take an action on a request, whatever its state (spec 2 §4, §6): with the Write flag of
 * the transfer screens, an administrator approves or rejects; the athlete's club (the one asked) accepts
 * or refuses; the requesting club cancels.
 */
function hasTransferRole(t: Pick<TransferFacts, 'societa_from_id' | 'societa_to_id'>, v: Viewer, action: TransferAction): boolean {
  if (!v.write) return false;
  if (v.admin) return action !== 'cancel';
  return v.societaId === (action === 'cancel' ? t.societa_to_id : t.societa_from_id);
}

/**
 * Why the viewer may not take the action now, or null when it may. 'forbidden' (403): it never could
 * (no Write flag, or not its side of the request). Else the state's message (409): the request is
 * closed; the athlete's club has answered already, which ends the clubs' actions (a second tab, a
 * repeated call, the requester's 'Annulla' after the acceptance); a card payment of the entry awaits the
 * gateway, and so what would decide the entry (approval, refusal, cancellation) waits: the club's
 * acceptance does not; the requester's payment notice or bank transfer covers the entry (as the
 * ledger's mayCancel). The row flags and the decision routes both ask this (transferActions, decideTransfer).
 */
export function transferRefusal(t: TransferFacts, v: Viewer, action: TransferAction): 'forbidden' | string | null {
  if (!hasTransferRole(t, v, action)) return 'forbidden';
  if (t.stato !== 'in_attesa') return BREACH.giaDeciso;
  if (!v.admin && t.accettato_societa !== null) return action === 'cancel' ? MESSAGGI.nonAnnullabile : MESSAGGI.livelloGiaDeciso;
  if ((v.admin || action !== 'approve') && t.pagamento_carta_in_corso) return MESSAGGI.pagamentoCartaInCorso;
  if (action === 'cancel' && t.pagamento_bancario_in_corso) return MESSAGGI.nonAnnullabilePagata;
  return null;
}

/** Row actions: each offered exactly when its route (POST trasferimento/{id}/approve|reject|cancel) would take it. */
export const transferActions = (t: TransferFacts, v: Viewer) => ({
  can_approve: transferRefusal(t, v, 'approve') === null,
  can_reject: transferRefusal(t, v, 'reject') === null,
  can_cancel: transferRefusal(t, v, 'cancel') === null,
});

/**
 * What an approval the viewer may give does: the club's acceptance, or the final approval that moves
 * the athlete. An administrator's approval is final whether or not the athlete's club has answered
 * (spec 2 §4: Approva is offered to admins while the request is undecided), so a club without an
 * account or an answer does not hold a transfer for ever; a club's refusal has already closed the request.
 */
export const approvalStep = (v: Viewer): 'accept' | 'final' => (v.admin ? 'final' : 'accept');

/** 'Buy without money' is offered only for Tesseramento Dirigente (spec 2 §5). */
export const buyWithoutMoneyAllowed = (ruoloFamiglia: string) => ruoloFamiglia === 'Dirigente';
