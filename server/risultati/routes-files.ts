// Documents of the public results service: calendar PDF, public match report, communiqué,
// the group's iCal feed and team logos.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import { CACHE_STABLE, CACHE_STATIC, cacheFor } from './caching.ts';
import { icalFeed } from './ical.ts';
import { findArea, findGirone, parseId } from './lookup.ts';
import { calendarioPdf } from './pdf/calendario.ts';
import { comunicatoPdf } from './pdf/comunicato.ts';
import { refertoPdf } from './pdf/referto.ts';
import { logoResolver, presentMatch } from './present.ts';
import * as q from './queries.ts';

const config = { access: 'public' } as const;
/** Calendar documents follow the results, like the standings. */
const CACHE_DOCUMENT = 'public, max-age=60';

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, disposition: 'attachment' | 'inline') {
  return reply.type('application/pdf').header('Content-Disposition', `${disposition}; filename="${fileName}"`).send(pdf);
}

export default async function fileRoutes(app: FastifyInstance) {
  const db = app.db;
  const logo = logoResolver(app.prefix);

  app.get<{ Params: { girone: string } }>('/gironi/stampa_calendario_pdf/:girone', { config }, async (req, reply) => {
    const g = await findGirone(db, req.params.girone);
    const now = Date.now();
    const matches = (await q.listPartiteOfGirone(db, g.id)).map((p) => presentMatch(p, now, logo));
    cacheFor(reply, CACHE_DOCUMENT);
    return sendPdf(reply, await calendarioPdf(g.campionato_titolo, g.titolo, matches), `calendario-girone-${g.id}.pdf`, 'attachment');
  });

  app.get<{ Params: { partita: string } }>('/camp3/stampa_referto_pubblico/:partita', { config }, async (req, reply) => {
    const p = await q.getPartita(db, parseId(req.params.partita, 'Partita non trovata'));
    if (!p) throw notFound('Partita non trovata');
    if (p.gol1 === null || p.gol2 === null) throw notFound('Referto non disponibile: il risultato della partita non è ancora ufficiale');
    const m = presentMatch(p, Date.now(), logo);
    const goals = await q.listGol(db, [p.id]);
    const pdf = await refertoPdf({
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
    cacheFor(reply, CACHE_STABLE);
    return sendPdf(reply, pdf, `referto-${p.id}.pdf`, 'inline');
  });

  app.get<{ Params: { id: string; area: string } }>('/api_v2/comunicato_public_get/:id/:area', { config }, async (req, reply) => {
    const area = await findArea(db, req.params.area);
    const c = await q.getComunicato(db, parseId(req.params.id, 'Comunicato non trovato'), area.codice);
    if (!c) throw notFound('Comunicato non trovato');
    const pdf = c.documento ? Buffer.from(c.documento) : await comunicatoPdf(c);
    cacheFor(reply, CACHE_STABLE);
    return sendPdf(reply, pdf, `comunicato-${c.numero}-${c.data}.pdf`, 'inline');
  });

  app.get<{ Params: { file: string } }>('/gironi/calendario_ics/:file', { config }, async (req, reply) => {
    const m = /^(\d{1,9})\.ics$/.exec(req.params.file);
    if (!m) throw notFound('Girone non trovato');
    const g = await findGirone(db, m[1]);
    const now = Date.now();
    const matches = (await q.listPartiteOfGirone(db, g.id)).map((p) => presentMatch(p, now, logo));
    const origin = `${req.protocol}://${req.host}`;
    const feed = icalFeed({
      name: `${g.campionato_titolo} - ${g.titolo.split(' - ').pop()}`,
      matches,
      pageUrl: `${origin}${g.pagina}/calendario?girone=${g.id}`,
      uidDomain: req.hostname || 'risultati',
    });
    cacheFor(reply, CACHE_DOCUMENT);
    return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `inline; filename="girone-${g.id}.ics"`).send(feed);
  });

  app.get<{ Params: { file: string } }>('/loghi/squadra/:file', { config }, async (req, reply) => {
    const m = /^(\d{1,9})\.svg$/.exec(req.params.file);
    const svg = m ? await q.getLogoSvg(db, Number(m[1])) : undefined;
    if (!svg) throw notFound('Logo non trovato');
    cacheFor(reply, CACHE_STATIC);
    // The SVG is shown as an image; this keeps it inert if opened directly.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type('image/svg+xml').send(svg);
  });
}
