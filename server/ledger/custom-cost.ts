// 'Ricavi custom' (spec 2 §2.10 Custom cost entry): an administrator charges a club or a person a
// cost of a custom registration type; the amount comes from the season's fee configuration unless
// the amount-edit toggle is on.
import type { Queryable } from '../db/client.ts';
import { conflict, validationError } from '../http/errors.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import type { Actor } from './actor.ts';
import { createEntry, type EntryRow } from './service.ts';
import { cardPaymentPending, lockEntry, snapshot, updateEntry } from './entries-sql.ts';
import { isAwaiting } from './rules.ts';
import { defaultSeason } from './wallet-ops.ts';
import { audit } from '../audit.ts';
import { lockOpenCartOfEntry, repriceEntryInOpenCart } from './cart-settlement.ts';
import { askPayment, lockPayerCartFirst } from './payable.ts';

export interface CustomCostInput {
  tipologia_tesseramento_id?: number;
  societa_id?: number;
  anagrafica_id?: number;
  season?: number;
  costo?: number;
  modifica_importo?: boolean;
  descrizione?: string;
}

/** Only a type of the 'Custom' family (the dialog's GET tipologiatesseramento?famiglia=custom) is a custom cost's reason. */
async function tipologia(tx: Queryable, id: number) {
  const { rows } = await tx.query<{ id: number; nome: string }>("SELECT id, nome FROM tipologia_tesseramento WHERE id = $1 AND famiglia_ruolo = 'Custom' AND deleted_at IS NULL", [id]);
  if (!rows[0]) throw validationError({ tipologia_tesseramento_id: ['La causale selezionata non è valida'] });
  return rows[0];
}

async function feeOf(tx: Queryable, tipologiaId: number, stagioneId: number): Promise<number> {
  const { rows } = await tx.query<{ c: number }>('SELECT importo_cents AS c FROM configurazione WHERE tipologia_tesseramento_id = $1 AND stagione_affiliazione_id = $2 AND deleted_at IS NULL', [
    tipologiaId,
    stagioneId,
  ]);
  return rows[0]?.c ?? 0;
}

async function assertExists(tx: Queryable, table: 'societa' | 'anagrafica', id: number) {
  const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [id]);
  if (!rows[0]) throw validationError({ [`${table}_id`]: [table === 'societa' ? 'La società selezionata non è valida' : "L'anagrafica selezionata non è valida"] });
}

async function amount(tx: Queryable, input: CustomCostInput, tipologiaId: number, stagioneId: number): Promise<number> {
  const cents = input.modifica_importo && input.costo != null ? input.costo : await feeOf(tx, tipologiaId, stagioneId);
  if (cents <= 0) throw validationError({ costo: ["L'importo deve essere maggiore di zero"] });
  return cents;
}

export async function createCustomCost(tx: Queryable, input: CustomCostInput, by: Actor): Promise<EntryRow> {
  if (input.tipologia_tesseramento_id == null) throw validationError({ tipologia_tesseramento_id: ['La causale è obbligatoria'] });
  if ((input.societa_id == null) === (input.anagrafica_id == null)) {
    throw validationError({ societa_id: ['Indicare una società oppure un tesserato'] });
  }
  if (input.societa_id != null) await assertExists(tx, 'societa', input.societa_id);
  if (input.anagrafica_id != null) await assertExists(tx, 'anagrafica', input.anagrafica_id);
  const t = await tipologia(tx, input.tipologia_tesseramento_id);
  const stagioneId = input.season ?? (await defaultSeason(tx));
  const importoCents = await amount(tx, input, t.id, stagioneId);
  const descrizione = input.descrizione ?? t.nome;
  const party = input.societa_id != null ? { type: 'societa' as const, id: input.societa_id } : { type: 'anagrafica' as const, id: input.anagrafica_id! };
  await lockPayerCartFirst(tx, party, stagioneId);
  const entry = await createEntry(
    tx,
    { codice: t.nome, importoCents, stagioneId, tipologiaTesseramentoId: t.id, descrizione, societaId: input.societa_id ?? null, anagraficaId: input.anagrafica_id ?? null },
    by,
  );
  // The payer pays it from their cart, as a registration's fee (the line follows the entry: cart-settlement.ts).
  await askPayment(tx, { party, entryId: entry.id, descrizione, amountCents: importoCents, seasonId: stagioneId });
  return entry;
}

/** Whether entry `p` (an SQL alias) is one 'Ricavi custom' created: a reason of the 'Custom' family, no registration, no reversed entry. */
export const customCostSql = (p: string) =>
  `(${p}.anagrafica_ruolo_id IS NULL AND ${p}.partita_stornata_id IS NULL
    AND EXISTS (SELECT 1 FROM tipologia_tesseramento tt WHERE tt.id = ${p}.tipologia_tesseramento_id AND tt.famiglia_ruolo = 'Custom'))`;

/** Whether the entry is a custom cost (customCostSql). */
export async function isCustomCost(tx: Queryable, e: Pick<EntryRow, 'id'>): Promise<boolean> {
  const { rows } = await tx.query<{ custom: boolean }>(`SELECT ${customCostSql('p')} AS custom FROM partita_contabile p WHERE p.id = $1`, [e.id]);
  return rows[0]?.custom ?? false;
}

/** A custom cost can be changed while it awaits approval; no other entry goes through here. */
export async function updateCustomCost(tx: Queryable, id: number, input: CustomCostInput, by: Actor): Promise<EntryRow> {
  await lockOpenCartOfEntry(tx, id);
  const before = await lockEntry(tx, id);
  if (!(await isCustomCost(tx, before))) throw conflict(MESSAGGI.nonCostoCustom);
  if (!isAwaiting(before)) throw conflict(MESSAGGI.giaDecisa);
  // Its amount is what a payment made or under way covers.
  if (before.data_pagamento != null) throw conflict(MESSAGGI.giaPagata);
  if (await cardPaymentPending(tx, id)) throw conflict(MESSAGGI.pagamentoCartaInCorso);
  const t = input.tipologia_tesseramento_id != null ? await tipologia(tx, input.tipologia_tesseramento_id) : null;
  const tipologiaId = t?.id ?? before.tipologia_tesseramento_id;
  const cents = input.modifica_importo && input.costo != null ? input.costo : t && tipologiaId ? await amount(tx, input, tipologiaId, before.stagione_id) : before.importo_cents;
  const after = await updateEntry(
    tx,
    id,
    'codice = coalesce($2, codice), tipologia_tesseramento_id = coalesce($3, tipologia_tesseramento_id), importo_cents = $4, descrizione = coalesce($5, descrizione)',
    [t?.nome ?? null, t?.id ?? null, cents, input.descrizione ?? null],
  );
  // A line waiting in a cart asks for the new amount (else the checkout charged the old one).
  await repriceEntryInOpenCart(tx, id, cents);
  await audit(tx, { userId: by.userId, action: 'partita.update', entity: 'partita_contabile', entityId: id, before: snapshot(before), after: snapshot(after) });
  return after;
}
