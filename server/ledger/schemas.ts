// Answers of the accounting reads (resources/contracts/contabilita.ts types them for the client).
// Rows are loose objects: the key fields are named and typed, the other columns pass as they are.
// Money is in euros (numbers); `date` columns are 'YYYY-MM-DD' text, timestamps the driver's Date.
import { z } from 'zod';
import { timestamp } from '../http/schemas.ts';
import { MOVIMENTO_STATI, PARTITA_STATI, PARTY_TYPES, TRANSAZIONE_STATI } from '../../resources/contracts/contabilita.ts';

const nullableId = z.number().nullable();

export const azioni = z.object({
  approve: z.boolean(),
  reject: z.boolean(),
  storno: z.boolean(),
  change: z.boolean(),
  cancel: z.boolean(),
  approveLayer: z.boolean(),
});

/** One accounting entry (PartitaRow): lists and the details dialog. */
export const partitaRow = z.looseObject({
  id: z.number(),
  created_at: timestamp,
  codice: z.string(),
  codice_versamento: z.string().nullable(),
  stato: z.enum(PARTITA_STATI),
  importo: z.number(),
  bonus: z.number(),
  descrizione: z.string().nullable(),
  data_registrazione: timestamp,
  data_scadenza: timestamp.nullable(),
  societa_id: nullableId,
  anagrafica_id: nullableId,
  stagione_id: z.number(),
  stagione_nome: z.string(),
  societa_nome: z.string().nullable(),
  anagrafica_nome: z.string().nullable(),
});

/** Entry lists: each row carries what the caller may do with it. */
export const partitaListRow = partitaRow.extend({ azioni });

/** GET partitacontabile/{id} (PartitaDetail). */
export const partitaDetail = partitaListRow.extend({
  anagrafica: z.looseObject({ cognome: z.string(), nome: z.string() }).nullable(),
  ruolo: z.looseObject({}).nullable(),
  transazione_codice: z.string().nullable(),
});

/** A wallet row of the Bonus / Portafogli tabs (PortafoglioRow). */
export const walletRow = z.looseObject({
  id: z.number(),
  societa_id: nullableId,
  anagrafica_id: nullableId,
  nome: z.string(),
  codice: z.string().nullable(),
  totale: z.number(),
  portafoglioProbabile: z.number(),
  updated_at: timestamp,
});

/** One wallet: total and total with the top-ups awaiting approval (id null when the party has none yet). */
export const wallet = z.looseObject({
  id: nullableId,
  societa_id: nullableId,
  anagrafica_id: nullableId,
  totale: z.number(),
  portafoglioProbabile: z.number(),
});

/** A wallet movement (MovimentoRow). */
export const movementRow = z.looseObject({
  id: z.number(),
  valore: z.number(),
  codice_versamento: z.string().nullable(),
  data_versamento: timestamp,
  banca: z.string().nullable(),
  stato: z.enum(MOVIMENTO_STATI),
  partita_contabile_id: nullableId,
  stagione_nome: z.string().nullable(),
});

/** A card transaction (TransazioneRow). */
export const transactionRow = z.looseObject({
  id: z.number(),
  codice: z.string(),
  importo: z.number(),
  currency: z.string(),
  stato: z.enum(TRANSAZIONE_STATI),
  esito: z.enum(['OK', 'KO']).nullable(),
  status_message: z.string().nullable(),
  data_creazione: timestamp,
  data_pagamento: timestamp.nullable(),
  cliente: z.string().nullable(),
  type: z.enum(PARTY_TYPES),
  societa_id: nullableId,
  anagrafica_id: nullableId,
});

/** GET transazione/{id}: the transaction with the outcome fields of spec 2 §3 (pagamenti/transactions.ts withOutcome). */
export const transactionOutcome = transactionRow.extend({
  codice_transazione: z.string(),
  Importo: z.number(),
  Currency: z.string(),
  Success: z.boolean(),
  StatusMessage: z.string().nullable(),
  Cliente: z.string().nullable(),
  Data_pagamento: timestamp.nullable(),
  Pagato_con: z.string().nullable(),
  redirect: z.string(),
});

export const codiceRow = z.object({ codice: z.string(), slug: z.string() });
export const statoRow = z.object({ value: z.enum(PARTITA_STATI), label: z.string() });
export const bancaRow = z.object({ id: z.number(), intestazione: z.string(), automatica: z.boolean(), tipo: z.string() });
