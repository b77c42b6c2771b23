// What the registration routes declare they need (server/tesseramenti/routes.ts, routes-more.ts): the
// buttons whose dialogs save through them are shown only to a user holding it (src/lib mayCall, spec 2 §6).
import type { RouteAccess } from '../../src/lib';

/** POST/PUT anagrafica/{id}/societa (registrations, transfers, managers, conversions) and the cards anagrafica/{id}/tessera{kind}. */
export const REGISTER: RouteAccess = ['anagrafica:write', 'economicssocieta:write'];
/** societa/{id}/prestitolicenza, prestitogemellaggio, executetesseratirenew: the club's write. */
export const CLUB_WRITE: RouteAccess = 'economicssocieta:write';
/** anagrafica/{id}/societa/modificavincolo. */
export const MEMBER_WRITE: RouteAccess = 'anagrafica:write';
