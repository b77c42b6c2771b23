import { describe, expect, it } from 'vitest';
import { choiceOf } from './lookupLabels';

describe('lookup labels', () => {
  it("names a club 'codice - nome' and a person 'Cognome Nome (matricola)'", () => {
    expect(choiceOf('societa', { id: '4', nome: 'Pallamano Roma', codice_affiliazione: 'RM001' })).toEqual({ id: 4, label: 'RM001 - Pallamano Roma' });
    expect(choiceOf('societa', { id: 5, nome: 'Senza Codice' })).toEqual({ id: 5, label: 'Senza Codice' });
    expect(choiceOf('anagrafica', { id: 9, cognome: 'Rossi', nome: 'Mario', matricola: 'M123' })).toEqual({ id: 9, label: 'Rossi Mario (M123)' });
    expect(choiceOf('anagrafica', { id: 9, nome_completo: 'Rossi Mario', matricola: null })).toEqual({ id: 9, label: 'Rossi Mario' });
  });
});
