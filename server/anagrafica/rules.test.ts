import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../resources/contracts/anagrafica.ts';
import { birthDateErrors, birthStateOfCf, cfErrors, cfFacts } from './rules.ts';

describe('what a codice fiscale says', () => {
  it('an Italian CF: sex, birth date and town code, not abroad', () => {
    expect(cfFacts('RSSMRA85T10A562S')).toMatchObject({ sesso: 'M', day: 10, month: 12, yy: 85, data_nascita: '1985-12-10', belfiore: 'A562', estero: false, stato_estero: null });
  });

  it("a foreign CF names the state the list knows ('Francia'); an unknown state code is still a valid CF", () => {
    expect(cfFacts('DPNPRR85R10Z110N')).toMatchObject({ data_nascita: '1985-10-10', belfiore: 'Z110', estero: true, stato_estero: 'Francia' });
    expect(cfFacts('DPNPRR85R10Z999K')).toMatchObject({ belfiore: 'Z999', estero: true, stato_estero: null });
  });

  it('a woman: day plus 40', () => {
    expect(cfFacts('BRNSRA08R49H501V')).toMatchObject({ sesso: 'F', day: 9, month: 10, data_nascita: '2008-10-09' });
  });
});

describe('the birth state of someone born abroad', () => {
  it("is never 'Italia'; a blank one is the CF's state, or must be typed when unknown", () => {
    expect(cfErrors('DPNPRR85R10Z110N', { stato_nascita: 'Italia' })).toEqual({ stato_nascita: [MESSAGES.cfStatoNascitaItalia] });
    expect(cfErrors('DPNPRR85R10Z110N', { stato_nascita: ' italia ' })).toEqual({ stato_nascita: [MESSAGES.cfStatoNascitaItalia] });
    expect(cfErrors('DPNPRR85R10Z110N', { stato_nascita: null })).toEqual({});
    expect(birthStateOfCf('DPNPRR85R10Z110N', null)).toBe('Francia');
    expect(cfErrors('DPNPRR85R10Z110N', { stato_nascita: 'Francia' })).toEqual({});
    expect(birthStateOfCf('DPNPRR85R10Z110N', 'Francia')).toBeNull();
    expect(cfErrors('DPNPRR85R10Z999K', { stato_nascita: '' })).toEqual({ stato_nascita: [MESSAGES.statoNascitaObbligatorio] });
    expect(birthStateOfCf('DPNPRR85R10Z999K', '')).toBeNull();
  });

  it('says nothing of an Italian CF or none', () => {
    expect(cfErrors('RSSMRA85T10A562S', { stato_nascita: 'Italia' })).toEqual({});
    expect(birthStateOfCf('RSSMRA85T10A562S', '')).toBeNull();
    expect(cfErrors(null, { stato_nascita: 'Italia' })).toEqual({});
  });
});

describe('birth data against the CF', () => {
  it('every contradiction at once: sex, date (day, month, two-digit year), town', () => {
    expect(cfErrors('RSSMRA85T10A562S', { sesso: 'F', data_nascita: '1985-12-11', belfiore: 'H501' })).toEqual({
      sesso: [MESSAGES.cfSesso],
      data_nascita: [MESSAGES.cfDataNascita],
      comune_nascita: [MESSAGES.cfComuneNascita],
    });
    expect(cfErrors('RSSMRA85T10A562S', { sesso: 'M', data_nascita: '1985-12-10', belfiore: 'A562' })).toEqual({});
    expect(cfErrors('RSSMRA85T10A562X', {})).toEqual({ codice_fiscale: [MESSAGES.cfNonValido] });
  });
});

describe('the birth date', () => {
  it('may be today or earlier, not after today', () => {
    expect(birthDateErrors('2026-11-26', '2026-11-26')).toEqual({});
    expect(birthDateErrors('1990-01-01', '2026-11-26')).toEqual({});
    expect(birthDateErrors('2026-11-27', '2026-11-26')).toEqual({ data_nascita: [MESSAGES.dataNascitaFutura] });
    expect(birthDateErrors(undefined, '2026-11-26')).toEqual({});
  });
});
