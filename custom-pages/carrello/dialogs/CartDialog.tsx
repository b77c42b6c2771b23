// Cart and checkout dialog (spec 1 §2, §4, §6): lines with removal (asked first: RemoveCartItemDialog),
// the wallet taken first, the bank (non-administrators) or, for administrators, the cart type and
// the party; 'Paga {amount} €' with the enabling rules of §4; the printed payment notice. While a card
// payment is open the server holds the wallet share for it (the wallet reads 0), so the totals are that
// payment's and the only action is to resume it: never a second payment.
import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_TRANSITION, formatAmount, isAdmin, useMayCall, useSession } from '../../../src/lib';
import { PHONE_FRIENDLY, saveFile, useToast } from '../../../src/components';
import { errorText } from '../../../src/providers';
import { payEnabled, walletFirst, type CartItem } from '../../../resources/contracts/carrello';
import { LEDGER_WRITE } from '../../../resources/contracts/contabilita';
import { checkCart, checkoutCart, pdfBlob, useBanks, useCart, useRefreshAfterPayment, useRefreshCart } from '../api';
import { visuallyHidden } from '../../../src/generator';
import { CartItems, REMOVE_ITEM_ATTR } from '../CartItems';
import { CartTotals } from '../CartTotals';
import { PartyPicker, type PickedParty } from '../PartyPicker';
import { RemoveCartItemDialog } from './RemoveCartItemDialog';

export interface CartDialogProps {
  open: boolean;
  onClose: () => void;
}

const cents = (euros: number) => Math.round(euros * 100);

export const CartDialog = ({ open, onClose }: CartDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const s = useSession();
  const admin = isAdmin(s);
  // An administrator pays or removes a line with the accounting Write flag (server/carrello/access.ts
  // canUseCart): with Read only the lines are shown, nothing offered to answer 'Carrello non trovato'.
  const mayWriteLedger = useMayCall(LEDGER_WRITE);
  const mayChange = !admin || mayWriteLedger;
  const titleId = useId();
  const [party, setParty] = useState<PickedParty | null>(null);
  const [banca, setBanca] = useState<number | ''>('');
  /** The bank the server has checked for this cart (POST cart/checks): paying waits for it. */
  const [checked, setChecked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  /** The lines' order when a removal was asked: the focus then goes to the next line still there. */
  const removal = useRef<{ id: number; order: number[] } | null>(null);
  /** The last removal's message, said again inside the dialog: the toast sits behind it, hidden from screen readers. */
  const [removedMessage, setRemovedMessage] = useState('');
  /** Held until the question has closed: while it shows, this dialog is aria-hidden and a change in it is not read. */
  const removedPending = useRef('');
  const contentRef = useRef<HTMLDivElement>(null);
  const refresh = useRefreshCart();
  const refreshAll = useRefreshAfterPayment();
  const { data: cart, isLoading, isError } = useCart(admin ? party : 'own');
  const { data: banks = [] } = useBanks();

  const items = cart?.items ?? [];
  const pending = cart?.pagamento_in_corso ?? null;
  const totaleCents = cents(pending ? pending.totale : (cart?.totale ?? 0));
  const walletCents = cents(pending ? pending.wallet : (cart?.portafoglio.totale ?? 0));
  const { walletCents: usedCents, dovutoCents } = pending ? { walletCents, dovutoCents: cents(pending.importo) } : walletFirst(totaleCents, walletCents);
  /** Lines added after the open payment started: paid separately once it is over. */
  const extraCents = pending ? items.filter((i) => !pending.item_ids.includes(i.id)).reduce((sum, i) => sum + cents(Math.abs(i.importo)), 0) : 0;
  const bankId = `${titleId}-bank`;
  // 'Paga' waits for a bank: said under the select and read with the disabled button.
  const bankMissing = !admin && items.length > 0 && dovutoCents > 0 && !pending && banca === '';
  const canPay = !!cart?.carrello_id && !pending && payEnabled({ dovutoCents, bancaChosen: banca !== '' && checked === banca, adminForOther: admin, items: items.length });

  // The chosen bank is checked by the server against the cart as it stands; an amount due other than
  // the one shown means the cart changed meanwhile, so it is read again before paying.
  const chooseBank = async (value: number | '') => {
    setBanca(value);
    setChecked(null);
    setError(null);
    if (value === '') return;
    try {
      const check = await checkCart({ banca: value, carrello: cart?.carrello_id ?? null });
      if (cents(check.dovuto) !== dovutoCents) await refresh();
      setChecked(value);
    } catch (e: any) {
      // The bank's own message ('Banca non valida'), else the answer's.
      setError(e?.body?.errors?.banca ?? errorText(e?.body));
    }
  };

  const askRemoval = (item: CartItem) => {
    setError(null);
    setRemovedMessage('');
    removal.current = { id: item.id, order: items.map((i) => i.id) };
    setRemoving(item);
  };

  // The removed line's button is gone (the question has closed, this dialog is shown again): the removal is
  // said, and the focus goes to the next line's remove button, else the previous one's, else the totals
  // (lines the party may not remove are left) or the empty cart's text; never the dialog's background.
  const focusAfterRemoval = () => {
    setRemovedMessage(removedPending.current);
    removedPending.current = '';
    const box = contentRef.current;
    if (!box || !removal.current) return null;
    const { id, order } = removal.current;
    const at = order.indexOf(id);
    const button = (lineId: number) => {
      const b = box.querySelector<HTMLButtonElement>(`[${REMOVE_ITEM_ATTR}="${lineId}"]`);
      return b && !b.disabled ? b : null;
    };
    const after = order.slice(at + 1).map(button);
    const before = order.slice(0, Math.max(at, 0)).reverse().map(button);
    return [...after, ...before].find(Boolean) ?? box.querySelector<HTMLElement>('[data-testid="cart-totals"], [data-testid="cart-empty"]');
  };

  const pay = async (printAvviso: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await checkoutCart(cart!.carrello_id!, { valore: dovutoCents / 100, totale: totaleCents / 100, banca: banca === '' ? null : banca, season: s.season?.id ?? null }, printAvviso);
      if (answer.checkout_url) {
        toast.show('carrello.redirecting');
        window.location.assign(answer.checkout_url);
        return;
      }
      if (answer.pdfData) {
        saveFile(pdfBlob(answer.pdfData.pdfFile), answer.pdfData.file_name);
        toast.success('carrello.notice_done');
      } else toast.success(answer.message || 'carrello.paid');
      await refreshAll();
      onClose();
    } catch (e: any) {
      setError(errorText(e?.body));
      // A refusal may mean the cart changed meanwhile (paid in another tab, a line withdrawn).
      await refreshAll();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" transitionDuration={DIALOG_TRANSITION} aria-labelledby={titleId} sx={PHONE_FRIENDLY}>
      <DialogTitle id={titleId}>
        {translate('carrello.title')}
        {cart?.intestatario ? ` - ${cart.intestatario}` : ''}
      </DialogTitle>
      <DialogContent dividers ref={contentRef}>
        <Box role="status" sx={visuallyHidden}>
          {removedMessage}
        </Box>
        {admin && <PartyPicker onChange={setParty} />}
        {admin && !party ? (
          <Typography color="text.secondary">{translate('carrello.no_party')}</Typography>
        ) : isLoading ? (
          <Typography>{translate('carrello.loading')}</Typography>
        ) : isError ? (
          <Alert severity="error">{translate('shell.notify.generic_error', { _: 'Si è verificato un errore' })}</Alert>
        ) : (
          <>
            <CartItems items={items} onRemove={mayChange ? askRemoval : undefined} disabled={busy} lockedIds={pending?.item_ids} admin={admin} season={s.season} />
            {items.length > 0 && <CartTotals totaleCents={totaleCents} walletCents={walletCents} usedCents={usedCents} dovutoCents={dovutoCents} pending={!!pending} />}
            {pending && (
              <Alert severity="info" sx={{ my: 1 }}>
                {translate('carrello.pending', { amount: formatAmount(pending.importo) })}
                {!pending.checkout_url && ` ${translate('carrello.pending_unresumable')}`}
                {extraCents > 0 && ` ${translate('carrello.pending_extra', { amount: formatAmount(extraCents / 100) })}`}
              </Alert>
            )}
            {!admin && items.length > 0 && dovutoCents > 0 && !pending && (
              <TextField
                select
                required
                id={bankId}
                fullWidth
                size="small"
                sx={{ mt: 1 }}
                label={translate('carrello.bank')}
                helperText={bankMissing ? translate('carrello.bank_needed') : undefined}
                value={banca}
                onChange={(e) => chooseBank(e.target.value === '' ? '' : Number(e.target.value))}
              >
                <MenuItem value="">
                  <em>{translate('carrello.bank_placeholder')}</em>
                </MenuItem>
                {banks.map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.intestazione}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {admin && items.length > 0 && dovutoCents > 0 && !pending && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('carrello.admin_wallet_only')}
              </Alert>
            )}
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('carrello.close')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {!admin && items.length > 0 && dovutoCents > 0 && !pending && (
          <Button variant="outlined" onClick={() => pay(true)} disabled={busy || !cart?.carrello_id}>
            {translate('carrello.print_notice')}
          </Button>
        )}
        {pending
          ? // Only the payer resumes it (an administrator pays for others only with the wallet).
            !admin &&
            pending.checkout_url && (
              <Button variant="contained" href={pending.checkout_url}>
                {translate('carrello.resume', { amount: formatAmount(pending.importo) })}
              </Button>
            )
          : mayChange && (
              <Button variant="contained" onClick={() => pay(false)} disabled={busy || !canPay} aria-describedby={bankMissing ? `${bankId}-helper-text` : undefined}>
                {translate('carrello.pay', { amount: formatAmount(dovutoCents / 100) })}
              </Button>
            )}
      </DialogActions>
      <RemoveCartItemDialog
        cartId={cart?.carrello_id ?? null}
        item={removing}
        onClose={() => setRemoving(null)}
        onError={setError}
        onRemoved={(message) => (removedPending.current = message)}
        focusWhenGone={focusAfterRemoval}
      />
    </Dialog>
  );
};

export default CartDialog;
