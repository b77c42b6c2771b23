import { allows } from '../../resources/abilities.ts';
import type { AuthUser } from '../auth/user.ts';

import { LEDGER_WRITE } from '../../resources/contracts/contabilita.ts';

// Who reaches the accounting calls and who may change anything there: one list each, shared with the
// client (resources/contracts/contabilita.ts), so a button is offered exactly when its route allows it.
export { LEDGER_ACCESS, LEDGER_WRITE } from '../../resources/contracts/contabilita.ts';

/**
 * The caller passes LEDGER_WRITE, the access of every accounting write route (the access hook's own
 * test): an entry's actions (azioni) are all false without it, as those routes answer 403 (audit: an
 * administrator with only Read was offered 'Approva' and refused).
 */
export const mayWriteLedger = (user: Pick<AuthUser, 'abilities'>) => allows(user.abilities, LEDGER_WRITE);
