// Every declaration is coherent (columns, search and sort point at declared fields) and its body
// schema says what the spec and the business rules say, in Italian.
import { describe, expect, it } from 'vitest';
import { declarations } from './registry.ts';
import { stagione } from './reference/stagione.ts';
import { disciplinestagioni } from './reference/disciplinestagioni.ts';
import { configurazioni } from './reference/configurazioni.ts';
import { comitato } from './reference/comitato.ts';
import { tipologiatesseramento } from './reference/tipologiatesseramento.ts';
import { defaultValues, inputFields } from './types.ts';
import { parseDate } from './fields.ts';

const fieldOrReference = (d: (typeof declarations)[number], source: string) => {
  if (d.fields.some((f) => f.source === source)) return true;
  const [as, col] = source.split('.');
  return d.fields.some((f) => f.reference?.as === as && f.reference.fields.includes(col));
};

const errorsOf = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i: any) => [String(i.path[0]), i.message]));
};

describe('resource declarations', () => {
  it.each(declarations.map((d) => [d.name, d] as const))('%s: columns, search and sorting use declared fields', (_name, d) => {
    for (const c of d.columns) expect(fieldOrReference(d, c.source), c.source).toBe(true);
    for (const s of d.search ?? []) expect(fieldOrReference(d, s), s).toBe(true);
    for (const f of Object.values(d.filters ?? {})) expect(fieldOrReference(d, f), f).toBe(true);
  });

  it('names, endpoints and permissions follow the spec routes and the navigation items', () => {
    const byName = Object.fromEntries(declarations.map((d) => [d.name, [d.endpoint, d.permission]]));
    expect(byName).toMatchObject({
      causali: ['tipologiatesseramento', 'causali'],
      comitati: ['comitato', 'comitati'],
      disciplinestagioni: ['disciplinestagioni', 'disciplinestagioni'],
      stagioni: ['stagione', 'stagioni'],
      configurazioni: ['configurazioni', 'configurazioni'],
      configurazionigenerali: ['configurazionigenerali', 'configurazionigenerali'],
    });
  });

  it('a new season starts from anno_under 2010, anno_over 2011 and max_numero_trasferimenti 0', () => {
    expect(defaultValues(stagione)).toMatchObject({ anno_under: 2010, anno_over: 2011, max_numero_trasferimenti: 0 });
    const masks = Object.fromEntries(stagione.fields.filter((f) => f.digits).map((f) => [f.source, f.digits]));
    expect(masks).toEqual({ anno_under: 4, anno_over: 4, max_numero_trasferimenti: 1 });
  });

  it('fee amounts use the ####.## mask, including the Under and Senior transfer amounts', () => {
    const money = configurazioni.fields.filter((f) => f.type === 'money');
    expect(money.map((f) => [f.source, f.mask])).toEqual([
      ['importo', '####.##'],
      ['importo_tesseramento', '####.##'],
      ['importo_trasferimento_under', '####.##'],
      ['importo_trasferimento_senior', '####.##'],
    ]);
  });

  it('the causali dialog edits Nome, Codice and Approvazione Automatica only', () => {
    expect(inputFields(tipologiatesseramento).map((f) => f.label)).toEqual(['Nome', 'Codice', 'Approvazione Automatica']);
    expect(tipologiatesseramento.rowActions).toEqual(['edit']);
  });
});

describe('dates', () => {
  it('accepts YYYY-MM-DD and DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseDate('2025-09-01')).toBe('2025-09-01');
    expect(parseDate('01/09/2025')).toBe('2025-09-01');
    expect(parseDate('1/9/2025')).toBe('2025-09-01');
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('01/13/2025')).toBeNull();
    expect(parseDate('01/01/1899')).toBeNull();
    expect(parseDate('ieri')).toBeNull();
  });
});

describe('body schemas', () => {
  const season = { nome: '2030/2031', data_inizio: '01/07/2030', data_fine: '30/06/2031' };

  it('a season ends after it starts', () => {
    expect(errorsOf(stagione.body, { ...season, data_fine: '01/07/2030' })).toEqual({ data_fine: 'La data di fine deve essere successiva alla data di inizio' });
  });

  it('the renewal window lies inside the season, its start before its end', () => {
    expect(errorsOf(stagione.body, { ...season, data_inizio_rinnovi: '01/06/2030' })).toEqual({ data_inizio_rinnovi: 'Il periodo dei rinnovi deve essere compreso nella stagione' });
    expect(errorsOf(stagione.body, { ...season, data_fine_rinnovi: '01/07/2031' })).toEqual({ data_fine_rinnovi: 'Il periodo dei rinnovi deve essere compreso nella stagione' });
    expect(errorsOf(stagione.body, { ...season, data_inizio_rinnovi: '01/10/2030', data_fine_rinnovi: '01/09/2030' })).toEqual({
      data_fine_rinnovi: 'La fine dei rinnovi non può precedere il loro inizio',
    });
  });

  it('a season body gets the default years and transfers and ISO dates', () => {
    const r = stagione.body.parse(season) as Record<string, unknown>;
    expect(r).toMatchObject({ data_inizio: '2030-07-01', data_fine: '2031-06-30', anno_under: 2010, anno_over: 2011, max_numero_trasferimenti: 0 });
    expect(errorsOf(stagione.body, { ...season, anno_under: 201, max_numero_trasferimenti: 12 })).toEqual({
      anno_under: 'Inserire un anno tra 1900 e 2999',
      max_numero_trasferimenti: 'Il valore deve essere compreso tra 0 e 9',
    });
    // Four digits, out of the range: the message names the range, not the digits.
    expect(errorsOf(stagione.body, { ...season, anno_over: 1234 })).toEqual({ anno_over: 'Inserire un anno tra 1900 e 2999' });
  });

  it('a discipline period may not end before it starts; both dates are required', () => {
    const base = { stagione_affiliazione_id: 1, disciplina_id: 1 };
    expect(errorsOf(disciplinestagioni.body, { ...base, data_inizio: '02/09/2025', data_fine: '01/09/2025' })).toEqual({ data_fine: 'La data di fine non può precedere la data di inizio' });
    expect(errorsOf(disciplinestagioni.body, { ...base, data_inizio: '', data_fine: '31/02/2026' })).toEqual({
      data_inizio: 'Il campo è obbligatorio',
      data_fine: 'La data non è valida (gg/mm/aaaa)',
    });
  });

  it('fee amounts are never negative; it-IT text and empty values are understood', () => {
    const base = { stagione_affiliazione_id: 1, tipologia_tesseramento_id: 2 };
    expect(errorsOf(configurazioni.body, { ...base, importo: -1 })).toEqual({ importo: "L'importo non può essere negativo" });
    expect(configurazioni.body.parse({ ...base, importo: '1.234,50', importo_tesseramento: '' })).toMatchObject({ importo: 1234.5, importo_tesseramento: 0 });
    expect(errorsOf(configurazioni.body, { ...base, importo: 10000 })).toHaveProperty('importo');
  });

  it('a committee needs a name; e-mail and phone numbers are checked when given', () => {
    expect(errorsOf(comitato.body, { nome: '  ', email: 'x', telefono: 'abc' })).toEqual({
      nome: 'Il campo è obbligatorio',
      email: "L'indirizzo e-mail non è valido",
      telefono: 'Il numero di telefono non è valido',
    });
    expect(comitato.body.parse({ nome: ' Lazio ', email: '', fax: null })).toEqual({ nome: 'Lazio', email: null, telefono: null, fax: null });
  });
});
