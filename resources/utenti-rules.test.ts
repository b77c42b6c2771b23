import { describe, expect, it } from 'vitest';
import { changeRefusal, permissionChangeRefusal, permissionsRefusal, UTENTI_RULES } from './utenti-rules';

const sysadmin = { id: 1, tipo_utente: 'sysadmin', abilities: ['sysadmin:all'] };
const segreteria = { id: 2, tipo_utente: 'admin', abilities: ['utenti:read', 'utenti:write', 'trasferimentirichiesti:read'] };
const club = { id: 6, tipo_utente: 'societa', abilities: ['trasferimentirichiesti:read'] };
const richer = { id: 3, tipo_utente: 'admin', abilities: ['utenti:read', 'utenti:write', 'configurazioni:read'] };

describe('who may change whom (the server refuses with these messages, the screens disable with them)', () => {
  it('a limited administrator changes neither a system administrator nor an account holding more', () => {
    expect(changeRefusal(segreteria, sysadmin)).toBe(UTENTI_RULES.sysadminOnly);
    expect(changeRefusal(segreteria, richer)).toBe(UTENTI_RULES.targetHoldsMore);
    expect(changeRefusal(segreteria, club)).toBeNull();
    // A list row carries no permissions: judged on its type only.
    expect(changeRefusal(segreteria, { id: 3, tipo_utente: 'admin' })).toBeNull();
    expect(changeRefusal(segreteria, { id: 1, tipo_utente: 'sysadmin' })).toBe(UTENTI_RULES.sysadminOnly);
  });

  it('a system administrator changes anyone, but disables nobody as itself', () => {
    expect(changeRefusal(sysadmin, richer)).toBeNull();
    expect(changeRefusal(sysadmin, { ...sysadmin, id: 9 })).toBeNull();
    expect(changeRefusal(sysadmin, sysadmin)).toBeNull();
    expect(changeRefusal(sysadmin, sysadmin, { disabling: true })).toBe(UTENTI_RULES.selfDisable);
  });

  it('nobody changes its own permissions', () => {
    expect(permissionsRefusal(sysadmin, sysadmin)).toBe(UTENTI_RULES.selfPermissions);
    expect(permissionsRefusal(segreteria, segreteria)).toBe(UTENTI_RULES.selfPermissions);
    expect(permissionsRefusal(segreteria, sysadmin)).toBe(UTENTI_RULES.sysadminOnly);
    expect(permissionsRefusal(segreteria, club)).toBeNull();
  });

  it('a permission is given or taken only at a level the administrator holds', () => {
    const none = { read: false, write: false };
    expect(permissionChangeRefusal(segreteria, 'trasferimentirichiesti', none, { read: true, write: false })).toBeNull();
    expect(permissionChangeRefusal(segreteria, 'trasferimentirichiesti', none, { read: true, write: true })).toBe(UTENTI_RULES.notHeld);
    expect(permissionChangeRefusal(segreteria, 'configurazioni', { read: true, write: false }, none)).toBe(UTENTI_RULES.notHeldRemove);
    expect(permissionChangeRefusal(sysadmin, 'configurazioni', none, { read: true, write: true })).toBeNull();
  });
});
