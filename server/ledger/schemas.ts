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

/**
 * Entry lists: every column of their select list (ENTRY_SELECT) declared, and what the caller may do
 * with the row. Declared in full, the answer carries nothing undeclared and its check runs as zod's
 * compiled object check (a loose object checks each undeclared key one by one: 5 times slower on a page
 * of 30 entries).
 */
export const partitaListRow = z.object({
  ...partitaRow.shape,
  documento: z.string().nullable(),
  data_approvazione: timestamp.nullable(),
  data_rifiuto: timestamp.nullable(),
  data_storno: timestamp.nullable(),
  data_pagamento: timestamp.nullable(),
  metodo_pagamento: z.string().nullable(),
  /** The entry's flags as 1 or 0. */
  approvata: z.number(),
  rifiutata: z.number(),
  stornata: z.number(),
  annullata: z.number(),
  approvata_societa: z.number(),
  rifiutata_societa: z.number(),
  approvata_anagrafica: z.number(),
  rifiutata_anagrafica: z.number(),
  data_approvazione_societa: timestamp.nullable(),
  data_rifiuto_societa: timestamp.nullable(),
  data_approvazione_anagrafica: timestamp.nullable(),
  data_rifiuto_anagrafica: timestamp.nullable(),
  old_societa_id: nullableId,
  anagrafica_ruolo_id: nullableId,
  stagione_competenza_id: nullableId,
  partita_stornata_id: nullableId,
  carrello_id: nullableId,
  societa_codice_affiliazione: z.string().nullable(),
  old_societa_nome: z.string().nullable(),
  anagrafica_codice_fiscale: z.string().nullable(),
  stagione_competenza_nome: z.string().nullable(),
  approvatore: z.string().nullable(),
  stato_label: z.string().nullable(),
  /** A card payment of the entry awaits the gateway: the entry follows its outcome. */
  pagamento_carta_in_corso: z.boolean(),
  azioni,
});

/** GET partitacontabile/{id} (PartitaDetail). */
export const partitaDetail = partitaRow.extend({
  azioni,
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
