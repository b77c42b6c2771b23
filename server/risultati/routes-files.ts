// Documents of the public results service: calendar PDF, public match report, communiqué,
// the group's iCal feed and team logos.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { CACHE_STABLE, CACHE_STATIC } from './caching.ts';
import { icalFeed } from './ical.ts';
import { findArea, findGirone, parseId } from './lookup.ts';
import { calendarioPdf } from './pdf/calendario.ts';
import { comunicatoPdf } from './pdf/comunicato.ts';
import { refertoPdf } from './pdf/referto.ts';
import { logoResolver, presentMatch } from './present.ts';
import * as q from './queries.ts';
import type { AnswerSpec, Memo } from './memo.ts';
import { memoKey } from './routes-api.ts';
import { answers, params, tags } from './schemas.ts';

const config = { access: 'public' } as const;
/** Calendar documents follow the results, like the standings. */
const CACHE_DOCUMENT = 'public, max-age=60';

const pdf = (body: Buffer, fileName: string, disposition: 'attachment' | 'inline', cacheControl: string): AnswerSpec => ({
  body,
  type: 'application/pdf',
  cacheControl,
  headers: { 'Content-Disposition': `${disposition}; filename="${fileName}"` },
});

export default async function fileRoutes(app: FastifyInstance, { memo }: { memo: Memo }) {
  const db = app.db;
  const logo = logoResolver(app.prefix);

  app.get<{ Params: { girone: string } }>(
    '/gironi/stampa_calendario_pdf/:girone',
    { config, schema: { tags, summary: 'Calendario del girone (PDF)', params: params.girone, response: answers.file } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const g = await findGirone(db, req.params.girone);
        const now = Date.now();
        const matches = (await q.listPartiteOfGirone(db, g.id)).map((p) => presentMatch(p, now, logo));
        return pdf(await calendarioPdf(g.campionato_titolo, g.titolo, matches), `calendario-girone-${g.id}.pdf`, 'attachment', CACHE_DOCUMENT);
      }),
  );

  app.get<{ Params: { partita: string } }>(
    '/camp3/stampa_referto_pubblico/:partita',
    { config, schema: { tags, summary: 'Referto pubblico di una partita (PDF)', params: params.partita, response: answers.file } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const p = await q.getPartita(db, parseId(req.params.partita, 'Partita non trovata'));
        if (!p) throw notFound('Partita non trovata');
        if (p.gol1 === null || p.gol2 === null) throw notFound('Referto non disponibile: il risultato della partita non è ancora ufficiale');
        const m = presentMatch(p, Date.now(), logo);
        const goals = await q.listGol(db, [p.id]);
        const referto = await refertoPdf({
          id: p.id,
          campionato: p.campionato_titolo,
          girone: p.girone_titolo,
          giornata: p.giornata,
          date: m.date,
          time: m.time,
          ts_gara: m.ts_gara,
          impianto: p.impianto,
          arbitri: p.arbitri,
          team1: p.s1_nome,
          team2: p.s2_nome,
          gol1: p.gol1,
          gol2: p.gol2,
          goals,
        });
        return pdf(referto, `referto-${p.id}.pdf`, 'inline', CACHE_STABLE);
      }),
  );

  app.get<{ Params: { id: string; area: string } }>(
    '/api_v2/comunicato_public_get/:id/:area',
    { config, schema: { tags, summary: 'Documento di un comunicato (PDF)', params: params.idArea, response: answers.file } },
    (req, reply) =>
      memo(memoKey(req), reply, async () => {
        const area = await findArea(db, req.params.area);
        const c = await q.getComunicato(db, parseId(req.params.id, 'Comunicato non trovato'), area.codice);
        if (!c) throw notFound('Comunicato non trovato');
        const body = c.documento ? Buffer.from(c.documento) : await comunicatoPdf(c);
        return pdf(body, `comunicato-${c.numero}-${c.data}.pdf`, 'inline', CACHE_STABLE);
      }),
  );

  app.get<{ Params: { file: string } }>(
    '/gironi/calendario_ics/:file',
    { config, schema: { tags, summary: 'Calendario del girone (iCal)', params: params.file, response: answers.file } },
    (req, reply) =>
      // Absolute links come from PUBLIC_URL, never from request headers (issue 10 §6).
      memo(memoKey(req), reply, async () => {
        const m = /^(\d{1,9})\.ics$/.exec(req.params.file);
        if (!m) throw notFound('Girone non trovato');
        const g = await findGirone(db, m[1]);
        const now = Date.now();
        const matches = (await q.listPartiteOfGirone(db, g.id)).map((p) => presentMatch(p, now, logo));
        const origin = app.settings.publicUrl;
        const feed = icalFeed({
          name: `${g.campionato_titolo} - ${g.titolo.split(' - ').pop()}`,
          matches,
          pageUrl: `${origin}${g.pagina}/calendario?girone=${g.id}`,
          uidDomain: new URL(app.settings.publicUrl).hostname || 'risultati',
        });
        return { body: feed, type: 'text/calendar; charset=utf-8', cacheControl: CACHE_DOCUMENT, headers: { 'Content-Disposition': `inline; filename="girone-${g.id}.ics"` } };
      }),
  );

  app.get<{ Params: { file: string } }>('/loghi/squadra/:file', { config, schema: { tags, summary: 'Logo di una squadra (SVG)', params: params.file, response: answers.file } }, (req, reply) =>
    memo(memoKey(req), reply, async () => {
      const m = /^(\d{1,9})\.svg$/.exec(req.params.file);
      const svg = m ? await q.getLogoSvg(db, Number(m[1])) : undefined;
      if (!svg) throw notFound('Logo non trovato');
      // The SVG is shown as an image; the policy keeps it inert if opened directly.
      return { body: svg, type: 'image/svg+xml', cacheControl: CACHE_STATIC, headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } };
    }),
  );
}
