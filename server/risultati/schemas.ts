// The schemas of the public results service (spec 1 §7): path parameters stay text because an
// unknown or malformed code is the service's own 404 with its Italian message (lookup.ts); answers
// follow resources/contracts/risultati.ts. Answers are sent pre-serialised by the memo (memo.ts), so
// these describe the API for integrators (OpenAPI) without costing a second serialisation.
import { z } from 'zod';
import { fileAnswer } from '../http/schemas.ts';

const code = z.string().max(40);
export const params = {
  sedeId: z.object({ sede: code, id: code }),
  area: z.object({ area: code }),
  codice: z.object({ codice: code }),
  areaGirone: z.object({ area: code, girone: code }),
  girone: z.object({ girone: code }),
  partita: z.object({ partita: code }),
  idArea: z.object({ id: code, area: code }),
  file: z.object({ file: code }),
};

const girone = z.object({ id: z.number(), title: z.string(), parent: z.string() });
const area = z.object({ codice: z.string(), nome: z.string(), sito_url: z.string() });
const team = z.object({ id: z.number(), title: z.string(), logo: z.string().nullable() });
const match = z.looseObject({
  id: z.number(),
  day: z.number(),
  date: z.string(),
  time: z.string(),
  ts_gara: z.number(),
  team1: team,
  team2: team,
  'team1-setwin': z.number().nullable(),
  'team2-setwin': z.number().nullable(),
  girone: z.object({ id: z.number(), title: z.string() }),
  impianto: z.string().nullable(),
});
const standing = z.looseObject({
  pos: z.number(),
  id: z.number(),
  logo: z.string().nullable(),
  title: z.string(),
  pt: z.number(),
  g: z.number(),
  v: z.number(),
  n: z.number(),
  p: z.number(),
  gf: z.number(),
  gs: z.number(),
  dr: z.number(),
  penalita: z.number(),
});
const scorer = z.looseObject({ matricola: z.string(), pos: z.number(), logo: z.string().nullable(), cognome_nome: z.string(), squadra: z.string().optional(), reti: z.number() });
const ticker = z.looseObject({
  id: z.number(),
  tempo_di_gioco: z.number(),
  primo_tempo: z.boolean(),
  intervallo: z.boolean(),
  secondo_tempo: z.boolean(),
  fine_gara: z.boolean(),
  'team1-gol': z.number(),
  'team2-gol': z.number(),
});
const comunicato = z.looseObject({ id_comunicato: z.number(), numero: z.number().optional(), data: z.string().optional(), descrizione: z.string() });

export const answers = {
  gironi: { 200: z.object({ data: z.array(girone), title: z.string(), area }) },
  calendarTorneo: { 200: z.object({ data: z.array(match), title: z.string(), area }) },
  calendarGirone: { 200: z.object({ data: z.array(match), girone }) },
  tables: { 200: z.object({ data: z.array(girone.extend({ standings: z.array(standing) })) }) },
  marcatori: { 200: z.object({ data: z.array(girone.extend({ marcatori: z.array(scorer) })) }) },
  ticker: { 200: z.object({ data: z.array(ticker) }) },
  comunicati: { 200: z.object({ data: z.array(comunicato) }) },
  file: { 200: fileAnswer },
};

export const tags = ['risultati'];
