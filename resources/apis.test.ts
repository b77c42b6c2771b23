// The client's resource → API registry is static: every declaration and bespoke resource is known
// before any page is imported (canAccess answers right away).
import { describe, expect, it } from 'vitest';
import { RESOURCE_APIS } from './apis';
import { declarations } from './registry';

describe('resource APIs', () => {
  it('maps every declared resource to its endpoint and permission', () => {
    for (const d of declarations) expect(RESOURCE_APIS[d.name]).toMatchObject({ endpoint: d.endpoint, ability: d.permission });
  });
  it('knows the bespoke users resource without importing its pages', () => {
    expect(RESOURCE_APIS.utente).toEqual({ endpoint: 'utente', ability: 'utenti' });
  });
});
