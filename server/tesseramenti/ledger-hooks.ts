// How this area follows the money core's decisions (registered once, at import): an approved entry
// approves its registration and issues the card; a transfer moves the athlete once both layers are
// given; a rejection or the old club's refusal closes the request; a storno of a transfer's entry
// annuls an open request, and an approved one when the member is restored; a conversion to Agonista
// whose entry is cancelled, rejected or reversed with the member restored is undone.
import { onLedger } from '../ledger/index.ts';
import { onEntryDecided } from './approvals.ts';
import { onTransferEntryEvent } from './transfers.ts';
import { onTransferEntryReversed } from './transfer-storno.ts';
import { onConversionEntryWithdrawn } from './conversion-undo.ts';

onLedger('approved', (tx, entry, ctx) => onEntryDecided(tx, entry.id, true, ctx.userId));
onLedger('rejected', (tx, entry, ctx) => onEntryDecided(tx, entry.id, false, ctx.userId));
onLedger('layer', async (tx, entry, ctx) => {
  if (ctx.layer?.side !== 'societa') return;
  await onTransferEntryEvent(tx, entry.id, ctx.layer.approved ? 'accepted' : 'refused', ctx.userId);
});
onLedger('storno', (tx, entry, ctx) => onTransferEntryReversed(tx, entry.id, Boolean(ctx.restoreAnagrafica), ctx.userId));
onLedger('cancelled', (tx, entry, ctx) => onConversionEntryWithdrawn(tx, entry.id, 'cancelled', ctx.userId));
onLedger('rejected', (tx, entry, ctx) => onConversionEntryWithdrawn(tx, entry.id, 'rejected', ctx.userId));
onLedger('storno', async (tx, entry, ctx) => {
  if (ctx.restoreAnagrafica) await onConversionEntryWithdrawn(tx, entry.id, 'storno', ctx.userId);
});
