import { describe, expect, it } from 'vitest';
import { birthStateFromCf, cfFormErrors, groupByInitial, isExpired, kindOf, mayDownloadAttestato, needsForeignName, offeredFilters, readOnlyFields, showsIban, visibleTabs } from './rules';

describe('members screen rules', () => {
  it('club users and the person keep identity read-only when editing, qualifications always', () => {
    const edit = readOnlyFields('societa', 'edit');
    for (const f of [
      'nome',
      'cognome',
      'codice_fiscale',
      'matricola',
      'cittadinanza',
      'nazionalita_sportiva',
      'data_nascita',
      'comune_nascita_id',
      'qualifica',
      'allenatore_tipologia_tesseramento_id',
      'arbitro',
    ])
      expect(edit.has(f), f).toBe(true);
    expect(edit.has('telefono')).toBe(false);
    const created = readOnlyFields('societa', 'new');
    expect(created.has('cognome')).toBe(false);
    expect(created.has('qualifica')).toBe(true);
    expect(readOnlyFields('anagrafica', 'edit').has('codice_fiscale')).toBe(true);
    expect(readOnlyFields('admin', 'edit').size).toBe(0);
  });

  it('foreign names show only when not Italiana; IBAN for referees and coaches', () => {
    expect(needsForeignName('Italiana')).toBe(false);
    expect(needsForeignName('Europea')).toBe(true);
    expect(needsForeignName('Estera')).toBe(true);
    expect(showsIban({ arbitro: true })).toBe(true);
    expect(showsIban({ allenatore: false, arbitro: false })).toBe(false);
  });

  it('edit mode hides Tessere, Documenti and the money tabs; money tabs only for coaches and referees', () => {
    expect(visibleTabs('view', { allenatore: true })).toEqual(['dati', 'moduli', 'tessere', 'documenti', 'contabilita', 'versamenti']);
    expect(visibleTabs('view', {})).toEqual(['dati', 'moduli', 'tessere', 'documenti']);
    expect(visibleTabs('edit', { arbitro: true })).toEqual(['dati', 'moduli']);
  });

  it('the history view of a former member has Dati Generali only (no forms, cards, documents or money)', () => {
    expect(visibleTabs('view', { allenatore: true, permessi: { completo: false } })).toEqual(['dati']);
    expect(visibleTabs('view', { allenatore: true, permessi: { completo: true } })).toContain('moduli');
  });

  it('offers the club view its own filters', () => {
    expect(offeredFilters('societa')).not.toContain('tesserati');
    expect(offeredFilters('societa')).not.toContain('arbitro');
    expect(offeredFilters('societa')).toContain('self');
    expect(offeredFilters('admin')).toContain('tesserati');
    expect(offeredFilters('admin')).not.toContain('self');
  });

  it('groups by surname initial and knows the user kinds', () => {
    const g = groupByInitial([{ cognome: 'Abate' }, { cognome: 'alberti' }, { cognome: 'Bassi' }]);
    expect(g.map((x) => [x.initial, x.rows.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(kindOf('sysadmin')).toBe('admin');
    expect(kindOf('societa')).toBe('societa');
    expect(kindOf('anagrafica')).toBe('anagrafica');
  });

  it('attestato for coaches to admins and editors; expiry when today is after the date', () => {
    expect(mayDownloadAttestato({ allenatore: true }, 'admin')).toBe(true);
    expect(mayDownloadAttestato({ allenatore: true, permessi: { modifica: false } }, 'societa')).toBe(false);
    expect(mayDownloadAttestato({ allenatore: false, permessi: { modifica: true } }, 'anagrafica')).toBe(false);
    expect(isExpired('2024-01-01', '2024-01-01')).toBe(false);
    expect(isExpired('2024-01-01', '2024-01-02')).toBe(true);
    expect(isExpired(null)).toBe(false);
  });
});

describe('birth state after a CF prefill', () => {
  it("takes the CF's state; born abroad in an unknown state it is emptied, never left 'Italia'", () => {
    expect(birthStateFromCf({ estero: true, stato_nascita: 'Francia' }, 'Italia')).toBe('Francia');
    expect(birthStateFromCf({ estero: true, stato_nascita: null }, 'Italia')).toBe('');
    expect(birthStateFromCf({ estero: true, stato_nascita: null }, 'Romania')).toBe('Romania');
    expect(birthStateFromCf({ estero: false, stato_nascita: 'Italia' }, 'Francia')).toBe('Italia');
  });
});

describe('the CF errors of the member form', () => {
  const woman = { valido: true, sesso: 'F' as const, data_nascita: '1985-10-10', comune_nascita: { id: 40 } as never, estero: false, stato_nascita: 'Italia' };
  it('an invalid CF is its own error; a valid one names every birth datum it contradicts at once', () => {
    expect(cfFormErrors(null, {})).toEqual({ codice_fiscale: 'Il codice fiscale non è valido' });
    expect(cfFormErrors({ valido: false }, { sesso: 'M' })).toEqual({ codice_fiscale: 'Il codice fiscale non è valido' });
    expect(cfFormErrors(woman, { sesso: 'M', data_nascita: '10/10/1986', comune_nascita_id: 41 })).toEqual({
      sesso: 'Il sesso non corrisponde al codice fiscale',
      data_nascita: 'La data di nascita non corrisponde al codice fiscale',
      comune_nascita_id: 'Il comune di nascita non corrisponde al codice fiscale',
    });
    // The CF holds two digits of the year; a half-typed date is not compared.
    expect(cfFormErrors(woman, { sesso: 'F', data_nascita: '10/10/1885', comune_nascita_id: 40 })).toEqual({});
    expect(cfFormErrors(woman, { data_nascita: '10/1' })).toEqual({});
  });
  it("a foreign CF refuses 'Italia' and asks for a state it does not know", () => {
    expect(cfFormErrors({ ...woman, estero: true, stato_nascita: 'Francia' }, { stato_nascita: ' italia ' })).toEqual({
      stato_nascita: "Il codice fiscale è di una persona nata all'estero: lo stato di nascita non può essere Italia",
    });
    expect(cfFormErrors({ ...woman, estero: true, stato_nascita: null }, { stato_nascita: '' })).toEqual({
      stato_nascita: "Indica lo stato di nascita (il codice fiscale è di una persona nata all'estero)",
    });
  });
});
