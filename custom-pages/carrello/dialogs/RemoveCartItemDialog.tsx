// Removing a cart line asks first (SI/NO, waiting for the server): the server cancels the request the
// line pays for (a registration, a transfer, an affiliation …), so the question says so. Success shows
// the server's message; a failure the spec's 'Errore Generico' (spec 2 §8) and, through `onError`,
// the server's reason in the cart dialog. Either way every screen is read again: the cart, the header
// badge, and the member's or club's page and accounting the withdrawn request changed.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog, useToast } from '../../../src/components';
import { errorText } from '../../../src/providers';
import type { CartItem } from '../../../resources/contracts/carrello';
import { removeCartItem, useRefreshAfterPayment } from '../api';

export interface RemoveCartItemDialogProps {
  cartId: number | null;
  /** The line to remove; the dialog is open while it is set. */
  item: CartItem | null;
  onClose: () => void;
  onError: (message: string) => void;
  /** The line is gone: the text of its toast (the cart dialog repeats it where a screen reader hears it). */
  onRemoved?: (message: string) => void;
  /** Where the focus goes once the line's button is gone (the next line's, the previous one's, the total). */
  focusWhenGone?: () => HTMLElement | null | undefined;
}

export const RemoveCartItemDialog = ({ cartId, item, onClose, onError, onRemoved, focusWhenGone }: RemoveCartItemDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterPayment();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!item || cartId == null) return;
    setBusy(true);
    try {
      const answer = await removeCartItem(cartId, item.id);
      const message = answer?.message || translate('carrello.removed');
      toast.saved(message);
      onRemoved?.(message);
    } catch (e: any) {
      toast.error('carrello.remove_error');
      onError(errorText(e?.body, translate('carrello.remove_error')));
    } finally {
      await refresh();
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      loading={busy}
      title="carrello.remove_title"
      message={translate('carrello.remove_confirm', { name: item?.descrizione ?? '' })}
      onConfirm={confirm}
      onClose={onClose}
      focusWhenGone={focusWhenGone}
    />
  );
};
