// The administrator's cart dialog offers a party type only to a user its picker's list lets through
// (CART_PICKER_ACCESS): that is the access the clubs' and members' lists declare, one array each,
// imported by both, not a copy that could drift from the routes (as LEDGER_ACCESS in contabilita.ts).
import { describe, expect, it } from 'vitest';
import { CART_PICKER_ACCESS } from '../../resources/contracts/carrello.ts';
import { societaList } from '../societa/list.ts';
import { anagraficaList } from '../anagrafica/list.ts';

describe("the cart dialog's pickers' access", () => {
  it('is the very list the clubs list (and its lookup) and the members list declare', () => {
    expect(CART_PICKER_ACCESS.societa).toBe(societaList.access);
    expect(CART_PICKER_ACCESS.anagrafica).toBe(anagraficaList.access);
    // Same values as before the lists were shared.
    expect(CART_PICKER_ACCESS).toEqual({ societa: ['economicssocieta:read', 'utenti:write'], anagrafica: ['anagrafica:read', 'utenti:write'] });
  });
});
