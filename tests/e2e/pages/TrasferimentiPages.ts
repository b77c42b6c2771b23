// Page object of the transfers screens (/trasferimenti, /trasferimentirichiesti) and the API steps
// the story needs before the member screen's dialogs are merged.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './LoginPage.ts';

export class TrasferimentiPage {
  constructor(readonly page: Page) {}

  async open(path: '/trasferimenti' | '/trasferimentirichiesti') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Trasferimenti', level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  row(id: number) {
    return this.page.getByTestId(`transfer-row-${id}`);
  }

  /** Clicks the row's action and answers SI to the spec's question. */
  async decide(id: number, action: 'Approva' | 'Rifiuta' | 'Annulla', question: string) {
    await this.row(id).getByRole('button', { name: action }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Conferma' });
    await expect(dialog).toContainText(question);
    await dialog.getByRole('button', { name: 'SI' }).click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * A club other than the demo one asks (through the admin) for an athlete of the demo club; tries
 * the demo club's athletes until one becomes a transfer request. Answers the transfer row.
 */
export async function requestDemoAthlete(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin@demo.it');
  const club = await apiLogin(request, 'societa@demo.it');
  const demoId = club.me.societa_id!;
  const clubs = await (await request.get('/api/societa?paginate=5', { headers: admin.headers })).json();
  const target = clubs.data.find((s: { id: number }) => s.id !== demoId);
  const tipologie = await (await request.get('/api/tipologiatesseramento?type=tesseramento&famiglia=Atleta', { headers: admin.headers })).json();
  const as = tipologie.data.find((t: { codice: string }) => t.codice === 'AS');
  const members = await (await request.get('/api/anagrafica?flag=tesserati&paginate=100', { headers: club.headers })).json();
  for (const m of members.data.filter((r: { ruoli: string[] }) => r.ruoli.includes('Atleta'))) {
    const res = await request.post(`/api/anagrafica/${m.id}/societa`, {
      headers: admin.headers,
      data: { ruolo: 1, societa_id: target.id, tipologia_tesseramento_id: as.id, durata: 'definitiva' },
    });
    if (res.ok() && (await res.json()).message === 'Richiesta di trasferimento inserita correttamente') {
      const list = await (await request.get('/api/trasferimento?tab=pending&paginate=100', { headers: admin.headers })).json();
      const row = list.data.find((r: { anagrafica_id: number; societa_to_id: number }) => r.anagrafica_id === m.id && r.societa_to_id === target.id);
      return { transfer: row as { id: number; nome_completo: string }, target: target as { id: number; nome: string }, athleteId: m.id as number };
    }
  }
  throw new Error('no demo athlete could be requested');
}

/**
 * An athlete of a club other than the demo one, with no transfer under way: what the demo club's user
 * types into 'Richiedi Trasferimento'. Found through the administrator (the club cannot list it).
 */
export async function otherClubAthlete(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin@demo.it');
  const demoId = (await apiLogin(request, 'societa@demo.it')).me.societa_id!;
  const pending = await (await request.get('/api/trasferimento?tab=all&paginate=1000', { headers: admin.headers })).json();
  const busy = new Set(pending.data.map((r: { anagrafica_id: number }) => r.anagrafica_id));
  const people = await (await request.get('/api/anagrafica?paginate=200', { headers: admin.headers })).json();
  for (const p of people.data as { id: number; codice_fiscale: string | null; ruoli: string[]; data_nascita: string }[]) {
    if (!p.codice_fiscale || !p.ruoli.includes('Atleta') || busy.has(p.id) || p.data_nascita > '2007-01-01') continue;
    const found = await (await request.get(`/api/trasferimento/persona?codice_fiscale=${p.codice_fiscale}`, { headers: admin.headers })).json();
    if (found.societa && found.societa.id !== demoId)
      return { id: p.id, codiceFiscale: p.codice_fiscale, cognome: found.cognome as string, nome: found.nome as string, societa: found.societa.nome as string };
  }
  throw new Error('no athlete of another club found');
}
