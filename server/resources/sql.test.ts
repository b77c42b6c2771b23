// The declaration → SQL compiler: only declared fields are selectable, sortable and searchable.
import { describe, expect, it } from 'vitest';
import { declarations } from './declarations.ts';
import { configurazioni } from '../../resources/reference/configurazioni.ts';
import { disciplinestagioni } from '../../resources/reference/disciplinestagioni.ts';
import { columnValues, compileResource } from './sql.ts';

describe('compileResource', () => {
  it.each(declarations.map((d) => [d.name, d] as const))('%s compiles', (_n, d) => {
    const c = compileResource(d);
    expect(c.select).toContain(' AS id');
    expect(Object.keys(c.listSpec.sortable)).toEqual(expect.arrayContaining(['id', ...d.columns.filter((x) => x.sortable).map((x) => x.source)]));
  });

  it('reads a reference as an object and sorts on its name through a join', () => {
    const c = compileResource(disciplinestagioni);
    expect(c.from).toContain('LEFT JOIN disciplina r_disciplina ON r_disciplina.id = t.disciplina_id');
    expect(c.select).toContain("json_build_object('id', r_disciplina.id, 'nome', r_disciplina.nome)");
    expect(c.listSpec.sortable['disciplina.nome']).toBe('r_disciplina.nome');
  });

  it('keeps money in cents in the table and euros in the API', () => {
    const c = compileResource(configurazioni);
    expect(c.expressions.importo).toBe('round((t.importo_cents) / 100.0, 2)');
    expect(columnValues(c, { importo: 12.5, importo_trasferimento_under: 0.1, tipologia_tesseramento_id: 3, editMode: true })).toEqual({
      importo_cents: 1250,
      importo_trasferimento_under_cents: 10,
      tipologia_tesseramento_id: 3,
    });
  });

  it('refuses a declaration whose names are not plain SQL identifiers', () => {
    expect(() => compileResource({ ...disciplinestagioni, table: 'x; DROP TABLE users' })).toThrow(/identifier/);
  });
});
