// The exports of the two accounting screens (clubs, members) and their tabs are told apart in the
// exports list (spec 2 §2, §7: the list shows each export's descrizione).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { callerFor, seasonId } from './ledger-helpers.ts';

const t = useTestApp();

describe('accounting export names', () => {
  it('names each export after its screen and tab', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const season = await seasonId(t());
    const started = async (query: string, list = 'partitacontabile') => {
      const res = await admin('GET', `/api/${list}?${query}&season=${season}&export=excel`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().descrizione as string).replace(/ \d{4}\/\d{4} \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/, '');
    };
    expect(await started('type=societa&status=completed')).toBe('Contabilità società');
    expect(await started('type=societa&status=progress')).toBe('Contabilità società da approvare');
    expect(await started('type=anagrafica&status=completed')).toBe('Contabilità tesserati');
    expect(await started('type=anagrafica&status=progress')).toBe('Contabilità tesserati da approvare');
    expect(await started('type=societa&requestType=trasferimenti&status=progress')).toBe('Contabilità società trasferimenti da approvare');
    // Pagamenti Online (clubs) and Carta di credito (members): one list, two files told apart.
    expect(await started('type=societa', 'transazionicartacredito')).toBe('Pagamenti online società');
    expect(await started('type=anagrafica', 'transazionicartacredito')).toBe('Pagamenti online tesserati');
  });

  it('names the wallet exports after their screen (Bonus of the clubs, Portafogli of the members)', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const started = async (query: string) => {
      const res = await admin('GET', `/api/portafoglio?${query}&export=excel`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().descrizione as string).replace(/ \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/, '');
    };
    expect(await started('type=societa')).toBe('Portafogli società');
    expect(await started('type=anagrafica')).toBe('Portafogli tesserati');
  });
});
