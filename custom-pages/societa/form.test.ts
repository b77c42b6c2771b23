import { describe, expect, it } from 'vitest';
import { EMPTY_SOCIETA, toFormValues } from './form';
import type { SocietaDetail } from './api';

const comune = (codice_istat: string) => ({ id: 1, denominazione: 'Roma', codice_istat, provincia: 'RM', provincia_descrizione: 'Roma' });

describe('club form values', () => {
  it('a new club starts with empty texts, no dates or choices, switches off, NGS and no multi-sport', () => {
    const v = toFormValues(EMPTY_SOCIETA);
    expect(v).toMatchObject({ nome: '', tipo_atto: '', data_atto: null, comitato_id: null, natura_giuridica: null, azienda: false, impianto_disponibile: false });
    expect(v).toMatchObject({
      sede_postale_indirizzo: '',
      sede_postale_cap: '',
      sede_postale_comune_istat: null,
      rappresentante_cognome: '',
      rappresentante_sesso: null,
      rappresentante_comune_residenza_istat: null,
    });
    expect(v).toMatchObject({ gruppo_sportivo: 'NGS', polisportiva: 'N', discipline: [] });
    expect(Object.keys(v)).toHaveLength(50);
  });

  it('a club’s detail is flattened: addresses and representative by prefix, towns by ISTAT code, disciplines by id, with its version', () => {
    const sede = { indirizzo: 'Via Roma 1', cap: '00100', comune: comune('058091') };
    const detail = {
      nome: 'Pallamano Roma',
      sede_legale: sede,
      rappresentante_legale: { cognome: 'Rossi', sesso: 'F', data_nascita: '1980-01-01', comune_nascita: comune('058001') },
      polisportiva: true,
      paralimpica: true,
      discipline: [{ label: 'Beach', value: 3 }],
      versione: 7,
    } as unknown as Partial<SocietaDetail>;
    expect(toFormValues(detail)).toMatchObject({
      nome: 'Pallamano Roma',
      sede_legale_indirizzo: 'Via Roma 1',
      sede_legale_cap: '00100',
      sede_legale_comune_istat: '058091',
      rappresentante_cognome: 'Rossi',
      rappresentante_sesso: 'F',
      rappresentante_data_nascita: '1980-01-01',
      rappresentante_comune_nascita_istat: '058001',
      polisportiva: 'S',
      paralimpica: true,
      discipline: [3],
      versione: 7,
    });
  });
});
