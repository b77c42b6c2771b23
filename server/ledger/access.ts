import { allows } from '../../resources/abilities.ts';
import type { AuthUser } from '../auth/user.ts';

// Who reaches the accounting calls at all: the accounting screens and the club/member screens that
// embed their tabs. What each caller may then do (approve, storno …) is spec 2 §6, checked per entry.
export const LEDGER_ACCESS = ['contabilitasocieta:read', 'contabilitatesserati:read', 'economicssocieta:read', 'anagrafica:read'];
/** Who may change anything there (approve, reject, storno, amounts, wallets, card transactions): the same screens' Write flag (spec 2 §6). */
export const LEDGER_WRITE = ['contabilitasocieta:write', 'contabilitatesserati:write', 'economicssocieta:write', 'anagrafica:write'];

/**
 * The caller passes LEDGER_WRITE, the access of every accounting write route (the access hook's own
 * test): an entry's actions (azioni) are all false without it, as those routes answer 403 (audit: an
 * administrator with only Read was offered 'Approva' and refused).
 */
export const mayWriteLedger = (user: Pick<AuthUser, 'abilities'>) => allows(user.abilities, LEDGER_WRITE);
