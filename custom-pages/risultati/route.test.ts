import { describe, expect, it } from 'vitest';
import { parseRoute, refreshSeconds, routeUrl, type ResultsRoute } from './route.ts';

describe('results routes', () => {
  it('maps championship routes to their fixed ids, tipo defaulting to calendario', () => {
    expect(parseRoute('/agold', '')).toMatchObject({ kind: 'campionato', id: 19, area: 'SEDE0', tipo: 'calendario', girone: null });
    expect(parseRoute('/superf/classifica', '?girone=12')).toMatchObject({ id: 117, tipo: 'classifica', girone: 12 });
    expect(parseRoute('/a1f/boh', '')).toMatchObject({ id: 21, tipo: 'calendario' });
  });
  it('keeps communiqués for area routes only', () => {
    expect(parseRoute('/a2f/comunicati', '')).toMatchObject({ id: 22, tipo: 'calendario' });
    expect(parseRoute('/area/5/comunicati', '')).toMatchObject({ kind: 'area', area: 'ARA05', tipo: 'comunicati' });
  });
  it('recognises the festival and unknown paths', () => {
    expect(parseRoute('/festivalpallamano', '').kind).toBe('festival');
    expect(parseRoute('/area', '').kind).toBe('unknown');
  });
  it('puts tab and group in a shareable address, keeping other parameters', () => {
    const r = parseRoute('/asilver/calendario', '?refresh=1') as Extract<ResultsRoute, { kind: 'campionato' }>;
    expect(routeUrl(r, { girone: 4 }, '?refresh=1')).toBe('/asilver/calendario?refresh=1&girone=4');
    expect(routeUrl({ ...r, girone: 4 }, { tipo: 'marcatori' }, '?girone=4')).toBe('/asilver/marcatori?girone=4');
    expect(routeUrl({ ...r, girone: 4 }, { girone: null }, '?girone=4')).toBe('/asilver/calendario');
  });
  it('reads the refresh interval from the query, then the meta tag', () => {
    expect(refreshSeconds('?refresh=1', '10')).toBe(1);
    expect(refreshSeconds('', '5')).toBe(5);
    expect(refreshSeconds('', null)).toBe(10);
  });
});
