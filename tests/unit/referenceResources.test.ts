// A reference resource is declared once (resources/reference/<name>.ts): its route, its page title and
// its menu item all derive from the declaration, so adding one needs no other line in the app.
import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources/registry';
import { declarations as serverDeclarations } from '../../server/resources/declarations';
import { buildAppMenu } from '../../server/auth/session';
import { appRoutes } from '../../src/routes';
import italian from '../../i18n/it';
import english from '../../i18n/en';

const textOf = (catalogue: object, key: string): unknown => key.split('.').reduce<any>((node, part) => node?.[part], catalogue);

const sysadmin = { id: 1, name: 'Admin', email: 'admin@demo.it', tipo_utente: 'sysadmin', societa_id: null, anagrafica_id: null, must_edit_password: false, abilities: ['sysadmin:all'] } as const;
const menu = buildAppMenu({ ...sysadmin, abilities: [...sysadmin.abilities] }, null);
const itemsOf = (application: string) => menu.find((app) => app.key === application)?.navigation_menu.map((item) => [item.label, item.params]);

const screens = declarations.filter((d) => !d.readOnly);

describe('reference resources', () => {
  it('the client (Vite) and the server (Node) read the same declarations, in the same order', () => {
    expect(serverDeclarations.map((d) => d.name)).toEqual(declarations.map((d) => d.name));
  });

  it('every resource with a screen has a place in the menu', () => {
    expect(screens.filter((d) => !d.menu).map((d) => d.name)).toEqual([]);
  });

  it.each(screens.map((d) => [d.name, d] as const))('%s has its route, its page title and its menu item', (name, d) => {
    const route = appRoutes.find((r) => r.path === `/${name}`);
    expect(route).toMatchObject({ area: d.menu?.application, ability: d.permission });
    expect(textOf(italian, route!.title)).toBe(d.texts.title);
    expect(typeof textOf(english, route!.title)).toBe('string');
    const item = menu.find((app) => app.key === d.menu?.application)?.navigation_menu.find((i) => i.params === `/${name}`);
    expect(item).toMatchObject({ label: d.texts.title, name: d.permission });
  });

  it('the menus keep their items, labels and order: reference screens first, then bespoke pages', () => {
    const today: Record<string, string[][]> = {
      causali: [['Gestione Causali', '/causali']],
      configurazioni: [
        ['Configurazioni Importi', '/configurazioni'],
        ['Lista Utenti', '/utentilist'],
      ],
      configurazionigenerali: [['Configurazioni Generali', '/configurazionigenerali']],
      stagioni: [
        ['Gestione Stagioni', '/stagioni'],
        ['Gestione Discipline Stagioni', '/disciplinestagioni'],
        ['Gestione Comitati', '/comitati'],
      ],
    };
    // A resource added later may join a menu; the items of today stay as they are, in their order.
    for (const [application, items] of Object.entries(today)) {
      const kept = itemsOf(application)?.filter(([label, params]) => items.some((i) => i[0] === label && i[1] === params));
      expect(kept, application).toEqual(items);
    }
  });
});
