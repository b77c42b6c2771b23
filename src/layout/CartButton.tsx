// Cart icon of the header (spec 1 §4, §6): only when the general configuration enables the cart
// (abilita_carrello), not for a system administrator, and for another administrator only when the
// cart dialog can work for them; the item-count badge refreshes every second while the tab is
// visible (GET cart/count: one indexed count). The icon opens the cart dialog.
import { Suspense, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../providers/http';
import { isAdmin, isSysadmin, useSession, type SessionState } from '../lib/session';
import { hasAbility } from '../../resources/abilities';
import { LEDGER_ACCESS } from '../../resources/contracts/contabilita';
import { CART_PICKER_ACCESS } from '../../resources/contracts/carrello';
import { TIMINGS } from '../lib/timings';
import { useGeneralConfig } from '../components/generalConfig';

import { CartDialog } from './slots';

export const CART_BADGE_REFRESH_MS = TIMINGS.cartBadge;
// Under the cart area's key, so that every cart change refreshes the badge too.
export const CART_QUERY_KEY = ['cart', 'header'];

/** The badge's number from GET /api/cart/count. */
export const cartItemCount = (body: any): number => (Number.isFinite(body?.count) ? body.count : 0);

const stopPolling = (error: any) => [401, 403, 404].includes(error?.status);

/** Who may read a party's cart (GET societa|anagrafica/{id}/cart): the accounting screens' Read flag, as the server declares it. */
export const CART_READ_ABILITIES = LEDGER_ACCESS;

/**
 * Whether the cart dialog works for this user. Clubs and people have their own cart. An administrator
 * has none: the dialog picks a club or a person and reads that cart, so it needs a picker it may search
 * and the right to read carts; an account with only reports:read saw the icon and a dialog of 403s.
 */
export function canUseCart(s: SessionState): boolean {
  if (isSysadmin(s)) return false;
  if (!isAdmin(s)) return true;
  const any = (list: readonly string[]) => list.some((a) => hasAbility(s.abilities, a));
  return any(CART_READ_ABILITIES) && (any(CART_PICKER_ACCESS.societa) || any(CART_PICKER_ACCESS.anagrafica));
}

export const CartButton = () => {
  const translate = useTranslate();
  const s = useSession();
  const [open, setOpen] = useState(false);
  const usable = canUseCart(s);
  const { data: config } = useGeneralConfig(usable);
  const enabled = usable && !!config?.abilita_carrello;
  const { data: count = 0 } = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: () => api('cart/count').then(cartItemCount),
    enabled,
    retry: false,
    // Paused while the tab is hidden (react-query's default), stopped when the cart API refuses.
    refetchInterval: (query) => (stopPolling(query.state.error) ? false : CART_BADGE_REFRESH_MS),
  });
  if (!enabled || !CartDialog) return null;
  const label = translate('shell.header.cart_items', { smart_count: count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} data-testid="cart-button" onClick={() => setOpen(true)}>
          <Badge badgeContent={count} color="error" max={99}>
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && CartDialog && (
        <Suspense fallback={null}>
          <CartDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
