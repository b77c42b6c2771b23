// Documents and caching of the public results service: calendar PDF, match report, communiqué,
// iCal feed, logos; Cache-Control, ETag and 304 answers.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { italianToday } from '../../server/time.ts';
import { useTestApp } from '../helpers/app.ts';
import { isPdf, onlyEmbeddedFonts, pdfText } from '../helpers/pdf-text.ts';
import { displayTeamName } from '../../resources/contracts/risultati.ts';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t().app.inject({ method: 'GET', url: `/risultati/${url}`, headers });

async function firstGroup(championship = 19) {
  return (await get(`api_v2/gironi_torneo/SEDE0/${championship}`)).json().data[0] as { id: number; title: string };
}
async function calendarOf(id: number) {
  return (await get(`api_v2/calendar/SEDE0/${id}`)).json().data as any[];
}

describe('documents', () => {
  it('the calendar PDF of a group is a real PDF holding its team names', async () => {
    const g = await firstGroup();
    const res = await get(`gironi/stampa_calendario_pdf/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="calendario-girone-\d+\.pdf"$/);
    expect(isPdf(res.rawPayload)).toBe(true);
    const text = pdfText(res.rawPayload);
    for (const m of await calendarOf(g.id)) expect(text).toContain(displayTeamName(m.team1.title));
    // The group's Brixen team prints as the pages show it (spec 1 §9: SUEDTIROL is shown as SÜDTIROL).
    expect(text).toContain('SSV BRIXEN SÜDTIROL');
    expect(text).not.toContain('SUEDTIROL');
    expect(onlyEmbeddedFonts(res.rawPayload)).toBe(true);
    expect((await get('gironi/stampa_calendario_pdf/999999')).statusCode).toBe(404);
  });

  it('the public match report exists for official results only', async () => {
    const matches = await calendarOf((await firstGroup()).id);
    const final = matches.find((m) => m['team1-setwin'] !== null);
    const future = matches.find((m) => m['team1-setwin'] === null);
    const res = await get(`camp3/stampa_referto_pubblico/${final.id}`);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res.rawPayload)).toBe(true);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(displayTeamName(final.team1.title));
    expect(text).toContain(`${final['team1-setwin']} - ${final['team2-setwin']}`);
    const brixen = matches.find((m) => m['team1-setwin'] !== null && `${m.team1.title} ${m.team2.title}`.includes('SUEDTIROL'));
    const brixenText = pdfText((await get(`camp3/stampa_referto_pubblico/${brixen.id}`)).rawPayload);
    expect(brixenText).toContain('Marcatori SSV BRIXEN SÜDTIROL');
    expect(brixenText).not.toContain('SUEDTIROL');
    expect(onlyEmbeddedFonts(res.rawPayload)).toBe(true);
    const notYet = await get(`camp3/stampa_referto_pubblico/${future.id}`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toMatch(/non è ancora ufficiale/);
    expect((await get('camp3/stampa_referto_pubblico/999999')).json().message).toBe('Partita non trovata');
  });

  it('a communiqué downloads as a PDF from its own area only', async () => {
    const [c] = (await get('api_v2/comunicati_public/ARA01')).json().data;
    const res = await get(`api_v2/comunicato_public_get/${c.id_comunicato}/ARA01`);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res.rawPayload)).toBe(true);
    expect(pdfText(res.rawPayload)).toContain(c.descrizione);
    expect(onlyEmbeddedFonts(res.rawPayload)).toBe(true);
    expect((await get(`api_v2/comunicato_public_get/${c.id_comunicato}/ARA05`)).statusCode).toBe(404);
    expect((await get('api_v2/comunicato_public_get/999999/ARA01')).json().message).toBe('Comunicato non trovato');
  });

  it('the iCal feed has one event per match, the result in the summary once official', async () => {
    const g = await firstGroup();
    const res = await get(`gironi/calendario_ics/${g.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const feed = res.body;
    expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const matches = await calendarOf(g.id);
    const unfolded = feed.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(matches.length);
    const final = matches.find((m) => m['team1-setwin'] !== null);
    expect(unfolded).toContain(`SUMMARY:${displayTeamName(final.team1.title)} - ${displayTeamName(final.team2.title)} ${final['team1-setwin']}-${final['team2-setwin']}\r\n`);
    expect(unfolded).toContain('SSV BRIXEN SÜDTIROL');
    expect(unfolded).not.toContain('SUEDTIROL');
    expect(unfolded).toContain(`UID:partita-${final.id}@`);
    expect(unfolded).toMatch(/URL:http:\/\/[^/]+\/agold\/calendario\?girone=\d+#partita-\d+/);
    expect((await get('gironi/calendario_ics/abc.ics')).statusCode).toBe(404);
  });

  it('team logos are served as SVG images', async () => {
    const [m] = await calendarOf((await firstGroup()).id);
    const res = await t().app.inject({ method: 'GET', url: m.team1.logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // Opened directly, the SVG runs nothing: its own policy replaces the pages' one.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe('caching', () => {
  it('answers carry Cache-Control and ETag; a repeated request with If-None-Match gets 304', async () => {
    const g = await firstGroup(20);
    for (const url of [
      `api_v2/gironi_torneo/SEDE0/20`,
      `api_v2/tables/${g.id}`,
      `api_v2/marcatori/${g.id}`,
      `api_v2/calendar/SEDE0/${g.id}`,
      'api_v2/comunicati_public/ARA01',
      `gironi/stampa_calendario_pdf/${g.id}`,
    ]) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('live data and the calendar of a group playing today are cached briefly, the rest longer', async () => {
    // "Today" is the federation's day when the answer is computed. The demo data puts a round of the
    // first group on the day it was seeded, so the rule is checked against each answer's own matches:
    // a run crossing midnight in Italy stays right.
    const calendarCaching = async (id: number) => {
      const res = await get(`api_v2/calendar/SEDE0/${id}`);
      const today = italianToday();
      const playsToday = (res.json().data as { date: string }[]).some((m) => m.date === today);
      return [res.headers['cache-control'], playsToday ? 'public, max-age=10' : 'public, max-age=300'];
    };
    const g = await firstGroup();
    expect((await get(`api_v2/live_ticker/${g.id}`)).headers['cache-control']).toBe('public, max-age=10');
    const [actual, expected] = await calendarCaching(g.id);
    expect(actual).toBe(expected);
    expect((await get('api_v2/gironi_torneo/SEDE0/19')).headers['cache-control']).toBe('public, max-age=300');
    // The play-off group has no match today.
    const playoff = (await get('api_v2/gironi_torneo/SEDE0/19')).json().data[1];
    expect(await calendarCaching(playoff.id)).toEqual(['public, max-age=300', 'public, max-age=300']);
  });

  it('large answers travel gzipped to clients that accept it, and revalidate as well', async () => {
    const g = await firstGroup();
    const url = `api_v2/calendar/SEDE0/${g.id}`;
    const res = await get(url, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.length).toBeGreaterThan(10);
    expect(res.rawPayload.length).toBeLessThan((await get(url)).rawPayload.length / 4);
    const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('errors are not cached and every answer may be read from another origin', async () => {
    const res = await get('api_v2/tables/999999');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await get('api_v2/gironi_area/ARA01')).headers['access-control-allow-origin']).toBe('*');
  });

  it('needs no login', async () => {
    const publicRoutes = t().app.routeAccess.filter((r) => r.url.startsWith('/risultati/'));
    expect(publicRoutes.length).toBeGreaterThanOrEqual(13);
    expect(publicRoutes.every((r) => r.access === 'public')).toBe(true);
  });
});
