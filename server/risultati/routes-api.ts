// The JSON calls of the public results service (spec 1 §7, `api_v2/...`). Answers hold their
// list in `data`; standings and scorers come as the first entry of `data` (spec 1 §9).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { CACHE_LIVE, CACHE_STABLE } from './caching.ts';
import { findArea, findGirone, parseId, SEDE_NAZIONALE } from './lookup.ts';
import type { Memo } from './memo.ts';
import { liveTicker, logoResolver, presentMatch } from './present.ts';
import * as q from './queries.ts';
import { computeStandings, rankScorers } from './standings.ts';
import { localDateTime } from './time.ts';
import { answers, params, tags } from './schemas.ts';

/** Standings and scorers change only when a result becomes official. */
export const CACHE_TABLES = 'public, max-age=60';
const config = { access: 'public' } as const;
export const memoKey = (req: FastifyRequest) => req.url.split('?')[0];

export default async function apiRoutes(app: FastifyInstance, { memo }: { memo: Memo }) {
  const db = app.db;
  const logo = logoResolver(app.prefix);
  const girone = (g: q.GironeRow) => ({ id: g.id, title: g.titolo, parent: g.parent });
  const areaOut = (a: q.AreaRow) => ({ codice: a.codice, nome: a.nome, sito_url: a.sito_url });

  app.get<{ Params: { sede: string; id: string } }>(
    '/api_v2/gironi_torneo/:sede/:id',
    { config, schema: { tags, summary: 'Gironi di un campionato nazionale', params: params.sedeId, response: answers.gironi } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const id = parseId(req.params.id, 'Campionato non trovato');
        const campionato = await q.getCampionato(db, id);
        if (!campionato || req.params.sede.toUpperCase() !== SEDE_NAZIONALE || campionato.area_codice !== SEDE_NAZIONALE) throw notFound('Campionato non trovato');
        const area = (await q.getArea(db, campionato.area_codice))!;
        const data = (await q.listGironiOfCampionato(db, id)).map(girone);
        return { json: { data, title: campionato.titolo, area: areaOut(area) }, cacheControl: CACHE_STABLE };
      }),
  );

  app.get<{ Params: { area: string } }>('/api_v2/gironi_area/:area', { config, schema: { tags, summary: "Gironi di un'area", params: params.area, response: answers.gironi } }, (req, reply) =>
    memo(memoKey(req), reply, async () => {
      const area = await findArea(db, req.params.area);
      const data = (await q.listGironiOfArea(db, area.codice)).map(girone);
      return { json: { data, title: area.nome, area: areaOut(area) }, cacheControl: CACHE_STABLE };
    }),
  );

  // A tournament read as a whole (the festival, FSTPM): every match of all its groups.
  app.get<{ Params: { codice: string } }>(
    '/api_v2/calendar/:codice',
    { config, schema: { tags, summary: 'Calendario di un torneo', params: params.codice, response: answers.calendarTorneo } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const campionato = await q.getCampionatoByCodice(db, req.params.codice.toUpperCase());
        if (!campionato) throw notFound('Torneo non trovato');
        const area = (await q.getArea(db, campionato.area_codice))!;
        const now = Date.now();
        const data = (await q.listPartiteOfCampionato(db, campionato.id)).map((p) => presentMatch(p, now, logo));
        return { json: { data, title: campionato.titolo, area: areaOut(area) }, cacheControl: playsToday(data, now) ? CACHE_LIVE : CACHE_STABLE };
      }),
  );

  app.get<{ Params: { area: string; girone: string } }>(
    '/api_v2/calendar/:area/:girone',
    { config, schema: { tags, summary: 'Calendario di un girone', params: params.areaGirone, response: answers.calendarGirone } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const [area, g] = await Promise.all([findArea(db, req.params.area), findGirone(db, req.params.girone)]);
        if (g.area_codice !== area.codice) throw notFound('Girone non trovato in questa area');
        const now = Date.now();
        const data = (await q.listPartiteOfGirone(db, g.id)).map((p) => presentMatch(p, now, logo));
        return { json: { data, girone: girone(g) }, cacheControl: playsToday(data, now) ? CACHE_LIVE : CACHE_STABLE };
      }),
  );

  app.get<{ Params: { girone: string } }>('/api_v2/tables/:girone', { config, schema: { tags, summary: 'Classifica di un girone', params: params.girone, response: answers.tables } }, (req, reply) =>
    memo(memoKey(req), reply, async () => {
      const g = await findGirone(db, req.params.girone);
      const [squadre, risultati] = await Promise.all([q.listSquadreOfGirone(db, g.id), q.listRisultatiUfficiali(db, g.id)]);
      const teams = squadre.map((s) => ({ id: s.id, title: s.nome, logo: logo(s.id, s.logo_url, s.has_svg), penalita: s.penalita }));
      return { json: { data: [{ ...girone(g), standings: computeStandings(teams, risultati) }] }, cacheControl: CACHE_TABLES };
    }),
  );

  app.get<{ Params: { girone: string } }>(
    '/api_v2/marcatori/:girone',
    { config, schema: { tags, summary: 'Marcatori di un girone', params: params.girone, response: answers.marcatori } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const g = await findGirone(db, req.params.girone);
        const marcatori = rankScorers(await q.listMarcatori(db, g.id)).map((r) => ({
          matricola: r.matricola,
          pos: r.pos,
          logo: logo(r.id, r.logo_url, r.has_svg),
          cognome_nome: r.cognome_nome,
          squadra: r.nome,
          reti: r.reti,
        }));
        return { json: { data: [{ ...girone(g), marcatori }] }, cacheControl: CACHE_TABLES };
      }),
  );

  app.get<{ Params: { girone: string } }>(
    '/api_v2/live_ticker/:girone',
    { config, schema: { tags, summary: 'Risultati in diretta di un girone', params: params.girone, response: answers.ticker } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const g = await findGirone(db, req.params.girone);
        const partite = await q.listTickerPartite(db, g.id);
        const goals = await q.listGol(
          db,
          partite.map((p) => p.id),
        );
        return { json: { data: liveTicker(partite, goals, Date.now()) }, cacheControl: CACHE_LIVE };
      }),
  );

  app.get<{ Params: { area: string } }>(
    '/api_v2/comunicati_public/:area',
    { config, schema: { tags, summary: "Comunicati di un'area", params: params.area, response: answers.comunicati } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const area = await findArea(db, req.params.area);
        return { json: { data: await q.listComunicati(db, area.codice) }, cacheControl: CACHE_STABLE };
      }),
  );
}

function playsToday(matches: { date: string }[], nowMs: number): boolean {
  const today = localDateTime(nowMs).date;
  return matches.some((m) => m.date === today);
}
