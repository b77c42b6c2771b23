import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { PASSWORD_POLICY_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '../../server/auth/passwords.ts';

const t = useTestApp();
const as = async (email: string) => {
  const token = await loginAs(t().app, email);
  return (method: string, url: string, payload?: unknown) => call(t().app, token, method, url, payload);
};
const login = (email: string, password: string) => t().app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

let seq = 0;
let demoClubId: number | undefined;
/** A new account's body: unique e-mail, a policy-compliant password, the demo club. */
async function newUserBody(over: Record<string, unknown> = {}) {
  seq += 1;
  demoClubId ??= (await login('societa@demo.it', DEMO_PASSWORD)).json().societa.id as number;
  const club = demoClubId;
  return { name: `Utente Prova ${seq}`, email: `prova${seq}@example.it`, password: 'Prova2026x', password_confirmation: 'Prova2026x', tipo_utente: 'societa', societa_id: club, ...over };
}
/** A new account's first login: the password its administrator chose is temporary, so it sets its own (body.password becomes it). */
async function firstLogin(body: { email: string; password: string }) {
  expect((await login(body.email, body.password)).json()).toMatchObject({ must_edit_password: true, access_token: null });
  const own = `${body.password}-mia`;
  const res = await t().app.inject({ method: 'POST', url: '/api/updatePasswordUtente', payload: { email: body.email, oldpassword: body.password, password: own, confirmpassword: own } });
  expect(res.statusCode).toBe(200);
  body.password = own;
  return res.json();
}
async function userIdOf(email: string): Promise<number> {
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0].id;
}
/** The application and permission ids of a permission code, as the dialog sends them. */
let catalogue: any[] | undefined;
async function permissionOf(codice: string) {
  catalogue ??= (await (await as('admin@demo.it'))('GET', '/api/getAppsAndPermissions')).json().data as any[];
  const apps = catalogue;
  const app = apps.find((a) => a.permissions.some((p: any) => p.codice === codice));
  return { mainApp: app.id, childPermission: app.permissions.find((p: any) => p.codice === codice).id };
}

describe('only administrators with the users ability reach the user routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/utente'],
    ['GET', '/api/utente/1'],
    ['POST', '/api/utente', {}],
    ['PUT', '/api/utente/1', {}],
    ['POST', '/api/utente/1/disable'],
    ['POST', '/api/utente/1/enable'],
    ['POST', '/api/utente/updatePermissions', {}],
    ['GET', '/api/getAppsAndPermissions'],
  ];

  it('a club user gets 403 on every utente route', async () => {
    const club = await as('societa@demo.it');
    for (const [method, url, body] of routes) expect([method, url, (await club(method, url, body)).statusCode]).toEqual([method, url, 403]);
  });

  it('an administrator without utenti abilities gets 403 too', async () => {
    const segreteria = await as('segreteria@demo.it');
    for (const [method, url, body] of routes) expect([method, url, (await segreteria(method, url, body)).statusCode]).toEqual([method, url, 403]);
  });

  it('a club account given the users permission by mistake is still refused', async () => {
    const clubId = await userIdOf('societa@demo.it');
    await t().db.query(`INSERT INTO user_permission (user_id, permission_id, can_read, can_write) SELECT $1, id, true, true FROM permission WHERE codice = 'utenti'`, [clubId]);
    const club = await as('societa@demo.it');
    const res = await club('GET', '/api/utente');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('La gestione degli utenti è riservata agli amministratori');
    await t().db.query(`DELETE FROM user_permission WHERE user_id = $1 AND permission_id = (SELECT id FROM permission WHERE codice = 'utenti')`, [clubId]);
  });
});

describe('user list', () => {
  it('pages, searches name and e-mail, and shows the linked club or person', async () => {
    const admin = await as('admin@demo.it');
    const all = (await admin('GET', '/api/utente?page=1&paginate=2')).json();
    expect(all).toMatchObject({ current_page: 1, per_page: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(5);

    const byEmail = (await admin('GET', '/api/utente?search=societa@demo')).json();
    expect(byEmail.data.map((u: any) => u.email)).toEqual(['societa@demo.it']);
    expect(byEmail.data[0].societa.nome).toBeTruthy();
    expect(byEmail.data[0].societa_anagrafica).toBe(byEmail.data[0].societa.nome);
    expect(byEmail.data[0]).toMatchObject({ deleted_at: null, abilitato: true });

    const byName = (await admin('GET', `/api/utente?search=${encodeURIComponent('Tesserato Demo')}`)).json();
    expect(byName.data.map((u: any) => u.email)).toEqual(['tesserato@demo.it']);
    expect(byName.data[0].anagrafica.cognome).toBeTruthy();
  });

  it('filters by the toggles Societa, Arbitri, Allenatori joined by a colon', async () => {
    const admin = await as('admin@demo.it');
    const societa = (await admin('GET', '/api/utente?flag=societa&paginate=1000')).json().data;
    expect(societa.length).toBeGreaterThan(0);
    expect(societa.every((u: any) => u.tipo_utente === 'societa')).toBe(true);
    const arbitri = (await admin('GET', '/api/utente?flag=arbitro&paginate=1000')).json().data.map((u: any) => u.email);
    expect(arbitri).toContain('tesserato@demo.it');
    expect(arbitri).not.toContain('societa@demo.it');
    const both = (await admin('GET', '/api/utente?flag=societa:allenatore&paginate=1000')).json().data.map((u: any) => u.email);
    expect(both).toEqual(expect.arrayContaining(['societa@demo.it', 'tesserato@demo.it']));
    expect(both).not.toContain('admin@demo.it');
    expect((await admin('GET', '/api/utente?flag=sysadmin')).statusCode).toBe(400);
  });

  it('sorts only on whitelisted fields', async () => {
    const admin = await as('admin@demo.it');
    const names = (await admin('GET', '/api/utente?sortby=name:desc&paginate=1000')).json().data.map((u: any) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await admin('GET', '/api/utente?sortby=password_hash:asc')).statusCode).toBe(400);
  });
});

describe('user detail', () => {
  it('answers the account with its abilities and permissions; unknown ids are 404', async () => {
    const admin = await as('admin@demo.it');
    const id = await userIdOf('segreteria@demo.it');
    const u = (await admin('GET', `/api/utente/${id}`)).json();
    expect(u).toMatchObject({ id, email: 'segreteria@demo.it', tipo_utente: 'admin', deleted_at: null });
    expect(u.abilities).toContain('economicssocieta:write');
    expect(u).not.toHaveProperty('password_hash');
    const perm = u.permissions.find((p: any) => p.codice === 'economicssocieta');
    expect(perm).toMatchObject({ application_codice: 'societa', read: true, write: true });
    expect((await admin('GET', '/api/utente/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/utente/abc')).statusCode).toBe(404);
  });

  it('lists the applications with their permissions, 30 a page', async () => {
    const admin = await as('admin@demo.it');
    const res = (await admin('GET', '/api/getAppsAndPermissions')).json();
    expect(res.per_page).toBe(30);
    const configurazioni = res.data.find((a: any) => a.codice === 'configurazioni');
    expect(configurazioni.descrizione).toBe('Configurazioni');
    expect(configurazioni.permissions.map((p: any) => p.codice)).toEqual(['configurazioni', 'utenti']);
    // A permission that opens two screens names both.
    const reports = res.data.find((a: any) => a.codice === 'reports');
    expect(reports.permissions).toEqual([expect.objectContaining({ codice: 'reports', descrizione: 'Report Società, Report Tesserati' })]);
  });
});

describe('creating a user', () => {
  it('creates a club user who can log in and sees the club application', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const res = await admin('POST', '/api/utente', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Dati salvati con successo', id: expect.any(Number) });
    const session = await firstLogin(body);
    expect(session.user_type).toBe('societa');
    expect(session.me.societa_id).toBe(body.societa_id);
    expect(session.app_menu.map((a: any) => a.key)).toContain('societa');
    const detail = (await admin('GET', `/api/utente/${res.json().id}`)).json();
    expect(detail).toMatchObject({ name: body.name, tipo_utente: 'societa', societa_id: body.societa_id, anagrafica_id: null });
  });

  // It saw 'Società', 'Situazione contabile', 'Trasferimenti richiesti' and a 403 on each of them.
  it('a new club account starts with the demo club’s permissions, and its pages answer at once', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const id = (await admin('POST', '/api/utente', body)).json().id;
    const detail = (await admin('GET', `/api/utente/${id}`)).json();
    const granted = (u: any) => u.permissions.map((p: any) => [p.codice, p.read, p.write]).sort();
    expect(granted(detail)).toEqual(granted((await admin('GET', `/api/utente/${await userIdOf('societa@demo.it')}`)).json()));
    const session = await firstLogin(body);
    const societa = session.app_menu.find((a: any) => a.key === 'societa');
    expect(societa.navigation_menu.map((i: any) => [i.params, i.visibility])).toEqual([
      ['/societa', true],
      ['/situazionecontabile', true],
      ['/trasferimentirichiesti', true],
    ]);
    const own = (method: string, url: string) => call(t().app, session.access_token, method, url);
    for (const url of [`/api/societa/${body.societa_id}`, `/api/portafogliosocieta/${body.societa_id}`, `/api/trasferimento?season=${session.stagione.id}`]) {
      expect((await own('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('a new person account starts with the demo person’s permissions', async () => {
    const admin = await as('admin@demo.it');
    const { rows } = await t().db.query<{ id: number }>(
      'SELECT id FROM anagrafica a WHERE deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.anagrafica_id = a.id) ORDER BY id DESC LIMIT 1',
    );
    const id = (await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'anagrafica', anagrafica_id: rows[0].id, societa_id: null }))).json().id;
    const detail = (await admin('GET', `/api/utente/${id}`)).json();
    expect(detail.abilities.sort()).toEqual(['anagrafica:read', 'anagrafica:write', 'contabilitatesserati:read']);
  });

  it('a limited administrator gives a new account only the permissions it holds, recorded with the account', async () => {
    const admin = await as('admin@demo.it');
    await admin('POST', '/api/utente/updatePermissions', { userId: await userIdOf('segreteria@demo.it'), ...(await permissionOf('utenti')), read: true, write: true });
    const segreteria = await as('segreteria@demo.it');
    const id = (await segreteria('POST', '/api/utente', await newUserBody())).json().id;
    // The secretary reads the clubs' transfer requests but does not approve them: read only, where the demo club has write.
    const expected = [
      { codice: 'economicssocieta', read: true, write: true },
      { codice: 'contabilitasocieta', read: true, write: false },
      { codice: 'trasferimentirichiesti', read: true, write: false },
      { codice: 'anagrafica', read: true, write: true },
    ];
    const detail = (await admin('GET', `/api/utente/${id}`)).json();
    expect(detail.permissions.map(({ codice, read, write }: any) => ({ codice, read, write }))).toEqual(expect.arrayContaining(expected));
    expect(detail.permissions).toHaveLength(4);
    const { rows } = await t().db.query<any>("SELECT action, after FROM audit_log WHERE entity = 'users' AND entity_id = $1", [String(id)]);
    expect(rows).toEqual([{ action: 'utente.create', after: expect.objectContaining({ tipo_utente: 'societa', permissions: expected }) }]);
  });

  it('creates a person user linked to an anagrafica, one account per person', async () => {
    const admin = await as('admin@demo.it');
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM anagrafica a WHERE deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.anagrafica_id = a.id) ORDER BY id LIMIT 1');
    const anagraficaId = rows[0].id;
    const res = await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'anagrafica', anagrafica_id: anagraficaId, societa_id: null }));
    expect(res.statusCode).toBe(200);
    const detail = (await admin('GET', `/api/utente/${res.json().id}`)).json();
    expect(detail).toMatchObject({ tipo_utente: 'anagrafica', anagrafica_id: anagraficaId, societa_id: null });
    // A second account for the same person, or for the demo member who has one, is refused.
    const again = await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'anagrafica', anagrafica_id: anagraficaId, societa_id: null }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ anagrafica_id: ['Questa anagrafica ha già un utente'] });
    const member = (await login('tesserato@demo.it', DEMO_PASSWORD)).json().anagrafica.id;
    expect((await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'anagrafica', anagrafica_id: member, societa_id: null }))).statusCode).toBe(422);
    // Its own account keeps its person when edited.
    expect((await admin('PUT', `/api/utente/${res.json().id}`, { ...detail, name: 'Rinominato' })).statusCode).toBe(200);
  });

  it('shows every field error at once under name, email, password, password_confirmation and the link', async () => {
    const admin = await as('admin@demo.it');
    const res = await admin('POST', '/api/utente', { name: '  ', email: 'non-una-mail', password: '', password_confirmation: '', tipo_utente: 'societa' });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(message).toBe('Uno o più campi non sono stati compilati correttamente');
    expect(errors.name).toEqual(['Il nome utente è obbligatorio']);
    expect(errors.email).toEqual(["L'indirizzo e-mail non è valido"]);
    expect(errors.password[0]).toBe('I campi Password sono Obbligatori');
    expect(errors.password_confirmation[0]).toBe('I campi Password sono Obbligatori');
    expect(errors.societa_id).toEqual(['Selezionare una società']);

    const person = await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'anagrafica', societa_id: null }));
    expect(person.json().errors).toEqual({ anagrafica_id: ["Selezionare un'anagrafica"] });
    const ghost = await admin('POST', '/api/utente', await newUserBody({ societa_id: 99999999 }));
    expect(ghost.json().errors).toEqual({ societa_id: ['La società selezionata non esiste'] });
    const adminType = await admin('POST', '/api/utente', await newUserBody({ tipo_utente: 'sysadmin' }));
    expect(adminType.json().errors.tipo_utente).toEqual(['Il tipo utente deve essere anagrafica o societa']);
  });

  it('a name or an e-mail too long says so, not that it is missing (audit: 300 characters were "obbligatorio")', async () => {
    const admin = await as('admin@demo.it');
    const res = await admin('POST', '/api/utente', await newUserBody({ name: 'N'.repeat(300), email: `${'a'.repeat(244)}@example.it` }));
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Il campo può contenere al massimo 200 caratteri']);
    expect(errors.email[0]).toBe('Il campo può contenere al massimo 200 caratteri');
    expect((await admin('POST', '/api/utente', await newUserBody({ email: '' }))).json().errors.email[0]).toBe("L'e-mail è obbligatoria");
  });

  it('stores the e-mail trimmed and lower-cased, as a member’s, and the account logs in whatever the case typed', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const typed = `  ${body.email.toUpperCase()} `;
    const res = await admin('POST', '/api/utente', { ...body, email: typed });
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', `/api/utente/${res.json().id}`)).json().email).toBe(body.email);
    await firstLogin({ ...body, email: body.email.toUpperCase() });
  });

  it('applies the password policy with a clear Italian message', async () => {
    const admin = await as('admin@demo.it');
    const weak = await admin('POST', '/api/utente', await newUserBody({ password: 'corta', password_confirmation: 'corta' }));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [PASSWORD_POLICY_MESSAGE] });
    const noDigit = await admin('POST', '/api/utente', await newUserBody({ password: 'solamentelettere', password_confirmation: 'solamentelettere' }));
    expect(noDigit.json().errors).toEqual({ password: [PASSWORD_POLICY_MESSAGE] });
    const differ = await admin('POST', '/api/utente', await newUserBody({ password_confirmation: 'Diversa2026' }));
    expect(differ.json().errors).toEqual({ password_confirmation: [PASSWORDS_DIFFER_MESSAGE] });
  });

  it('refuses an e-mail already used by another account, whatever its case', async () => {
    const admin = await as('admin@demo.it');
    const res = await admin('POST', '/api/utente', await newUserBody({ email: 'SOCIETA@Demo.IT' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["L'indirizzo e-mail è già utilizzato da un altro utente"] });
  });
});

describe('updating a user', () => {
  it('changes name and e-mail, keeps its own e-mail in another case (stored lower-cased), refuses another account’s e-mail', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const id = (await admin('POST', '/api/utente', body)).json().id;
    const renamed = await admin('PUT', `/api/utente/${id}`, { name: 'Nome Cambiato', email: body.email.toUpperCase() });
    expect(renamed.statusCode).toBe(200);
    expect((await admin('GET', `/api/utente/${id}`)).json()).toMatchObject({ name: 'Nome Cambiato', email: body.email, tipo_utente: 'societa', societa_id: body.societa_id });
    const taken = await admin('PUT', `/api/utente/${id}`, { name: 'Nome Cambiato', email: 'tesserato@DEMO.it' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(["L'indirizzo e-mail è già utilizzato da un altro utente"]);
  });

  it('a new password sent on update follows the policy and ends the old sessions', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const id = (await admin('POST', '/api/utente', body)).json().id;
    const token = (await firstLogin(body)).access_token;
    const weak = await admin('PUT', `/api/utente/${id}`, { name: body.name, email: body.email, password: 'abc', password_confirmation: 'abc' });
    expect(weak.json().errors.password).toEqual([PASSWORD_POLICY_MESSAGE]);
    expect((await admin('PUT', `/api/utente/${id}`, { name: body.name, email: body.email, password: 'Cambiata2026', password_confirmation: 'Cambiata2026' })).statusCode).toBe(200);
    expect((await call(t().app, token, 'GET', '/api/me')).statusCode).toBe(401);
    // The password the administrator set is temporary again: the next login asks to change it.
    expect((await login(body.email, 'Cambiata2026')).json()).toMatchObject({ must_edit_password: true, access_token: null });
  });
});

describe('disabling and enabling', () => {
  it('a disabled user cannot log in and its open sessions stop at once; enabling lets it back in', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const id = (await admin('POST', '/api/utente', body)).json().id;
    const token = (await firstLogin(body)).access_token;
    expect((await call(t().app, token, 'GET', '/api/me')).statusCode).toBe(200);

    const off = await admin('POST', `/api/utente/${id}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ error: false, message: 'Utente disabilitato correttamente' });
    expect((await call(t().app, token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    const listed = (await admin('GET', `/api/utente?search=${encodeURIComponent(body.email)}`)).json().data[0];
    expect(listed.deleted_at).toBeTruthy();
    expect(listed.abilitato).toBe(false);

    const on = await admin('POST', `/api/utente/${id}/enable`);
    expect(on.json()).toMatchObject({ error: false, message: 'Utente abilitato correttamente' });
    expect((await admin('GET', `/api/utente/${id}`)).json().deleted_at).toBeNull();
    const again = await login(body.email, body.password);
    expect(again.statusCode).toBe(200);
    expect((await call(t().app, again.json().access_token, 'GET', '/api/me')).statusCode).toBe(200);
    // The session revoked by the disable stays revoked.
    expect((await call(t().app, token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('an administrator cannot disable itself', async () => {
    const admin = await as('admin@demo.it');
    const res = await admin('POST', `/api/utente/${await userIdOf('admin@demo.it')}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Non puoi disabilitare il tuo utente');
  });
});

describe('permissions', () => {
  it('a granted permission appears in me on the user’s next call, with its application in the launcher', async () => {
    const admin = await as('admin@demo.it');
    const body = await newUserBody();
    const id = (await admin('POST', '/api/utente', body)).json().id;
    const token = (await firstLogin(body)).access_token;
    const before = (await call(t().app, token, 'GET', '/api/me')).json();
    expect(before.abilities).not.toContain('causali:read');
    expect(before.app_menu.map((a: any) => a.key)).not.toContain('causali');

    const res = await admin('POST', '/api/utente/updatePermissions', { userId: id, ...(await permissionOf('causali')), read: true, write: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Permessi aggiornati correttamente' });
    const after = (await call(t().app, token, 'GET', '/api/me')).json();
    expect(after.abilities).toContain('causali:read');
    expect(after.abilities).not.toContain('causali:write');
    expect(after.app_menu.map((a: any) => a.key)).toContain('causali');
    const detail = (await admin('GET', `/api/utente/${id}`)).json();
    expect(detail.permissions).toContainEqual(expect.objectContaining({ codice: 'causali', application_codice: 'causali', read: true, write: false }));
  });

  it('a removed permission makes the next call needing it 403', async () => {
    const admin = await as('admin@demo.it');
    const segreteriaId = await userIdOf('segreteria@demo.it');
    const utenti = await permissionOf('utenti');
    await admin('POST', '/api/utente/updatePermissions', { userId: segreteriaId, ...utenti, read: true, write: false });
    const segreteria = await as('segreteria@demo.it');
    expect((await segreteria('GET', '/api/utente')).statusCode).toBe(200);
    expect((await segreteria('POST', '/api/utente', await newUserBody())).statusCode).toBe(403);

    // 'Rimuovi Permessi' sends read and write false.
    await admin('POST', '/api/utente/updatePermissions', { userId: segreteriaId, ...utenti, read: false, write: false });
    expect((await segreteria('GET', '/api/utente')).statusCode).toBe(403);
    expect((await segreteria('GET', '/api/me')).json().abilities).not.toContain('utenti:read');
    expect((await admin('GET', `/api/utente/${segreteriaId}`)).json().permissions.map((p: any) => p.codice)).not.toContain('utenti');
  });

  it('write implies read in what is stored', async () => {
    const admin = await as('admin@demo.it');
    const id = (await admin('POST', '/api/utente', await newUserBody())).json().id;
    await admin('POST', '/api/utente/updatePermissions', { userId: id, ...(await permissionOf('reports')), read: false, write: true });
    const detail = (await admin('GET', `/api/utente/${id}`)).json();
    expect(detail.abilities).toEqual(expect.arrayContaining(['reports:read', 'reports:write']));
  });

  it('nobody changes its own permissions', async () => {
    const admin = await as('admin@demo.it');
    const res = await admin('POST', '/api/utente/updatePermissions', { userId: await userIdOf('admin@demo.it'), ...(await permissionOf('causali')), read: true, write: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: true, message: 'Non puoi modificare i tuoi permessi: chiedi a un altro amministratore' });

    const segreteriaId = await userIdOf('segreteria@demo.it');
    await admin('POST', '/api/utente/updatePermissions', { userId: segreteriaId, ...(await permissionOf('utenti')), read: true, write: true });
    const segreteria = await as('segreteria@demo.it');
    const raise = await segreteria('POST', '/api/utente/updatePermissions', { userId: segreteriaId, ...(await permissionOf('configurazionigenerali')), read: true, write: true });
    expect(raise.statusCode).toBe(409);
    expect((await segreteria('GET', '/api/me')).json().abilities).not.toContain('configurazionigenerali:write');
  });

  it('a limited administrator grants only what it holds and cannot touch a system administrator', async () => {
    const admin = await as('admin@demo.it');
    const segreteriaId = await userIdOf('segreteria@demo.it');
    await admin('POST', '/api/utente/updatePermissions', { userId: segreteriaId, ...(await permissionOf('utenti')), read: true, write: true });
    const segreteria = await as('segreteria@demo.it');
    // Its own creation: an account the system administrator made holds the club's transfer approval, which the secretary lacks.
    const other = (await segreteria('POST', '/api/utente', await newUserBody())).json().id;
    const notHeld = await segreteria('POST', '/api/utente/updatePermissions', { userId: other, ...(await permissionOf('configurazionigenerali')), read: true, write: false });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe('Non puoi assegnare un permesso che non possiedi');
    const held = await segreteria('POST', '/api/utente/updatePermissions', { userId: other, ...(await permissionOf('reports')), read: true, write: false });
    expect(held.statusCode).toBe(200);
    const disableRoot = await segreteria('POST', `/api/utente/${await userIdOf('admin@demo.it')}/disable`);
    expect(disableRoot.statusCode).toBe(409);
    expect(disableRoot.json().message).toBe('Solo un amministratore di sistema può modificare un amministratore di sistema');
  });

  it('the permission must belong to the chosen application', async () => {
    const admin = await as('admin@demo.it');
    const id = (await admin('POST', '/api/utente', await newUserBody())).json().id;
    const causali = await permissionOf('causali');
    const reports = await permissionOf('reports');
    const res = await admin('POST', '/api/utente/updatePermissions', { userId: id, mainApp: causali.mainApp, childPermission: reports.childPermission, read: true, write: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.childPermission).toEqual(["Il permesso selezionato non appartiene all'applicazione scelta"]);
    const missing = await admin('POST', '/api/utente/updatePermissions', { read: true });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['childPermission', 'mainApp', 'userId']);
  });
});

describe('audit', () => {
  it('every change to users and permissions is recorded with who and before/after, never the password', async () => {
    const admin = await as('admin@demo.it');
    const adminId = await userIdOf('admin@demo.it');
    const body = await newUserBody({ password: 'Segreta2026zz', password_confirmation: 'Segreta2026zz' });
    const id = (await admin('POST', '/api/utente', body)).json().id;
    await admin('PUT', `/api/utente/${id}`, { name: 'Nome Auditato', email: body.email });
    await admin('POST', '/api/utente/updatePermissions', { userId: id, ...(await permissionOf('causali')), read: true, write: true });
    await admin('POST', `/api/utente/${id}/disable`);
    await admin('POST', `/api/utente/${id}/enable`);
    const { rows } = await t().db.query<any>("SELECT user_id, action, before, after FROM audit_log WHERE entity = 'users' AND entity_id = $1 ORDER BY id", [String(id)]);
    expect(rows.map((r) => r.action)).toEqual(['utente.create', 'utente.update', 'utente.permissions', 'utente.disable', 'utente.enable']);
    expect(rows.every((r) => r.user_id === adminId)).toBe(true);
    expect(rows[1].before.name).toBe(body.name);
    expect(rows[1].after.name).toBe('Nome Auditato');
    expect(rows[2].after).toEqual({ permission: 'causali', read: true, write: true });
    expect(rows[3].after.deleted_at).toBeTruthy();
    expect(JSON.stringify(rows)).not.toContain('Segreta2026zz');
  });
});
