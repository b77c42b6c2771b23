// Cart icon of the header (spec 1 §4, §6): only when the general configuration enables the cart
// (abilita_carrello) and not for a system administrator; the item-count badge refreshes every
// second while the tab is visible. Without the cart dialog it opens the club screen with its cart.
import { Suspense, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { api } from '../providers/http';
import { isSysadmin, useSession } from '../lib/session';
import { CART_PATH } from '../lib/paths';
import { CartDialog } from './slots';
import { isOpenable } from './openable';

export const CART_BADGE_REFRESH_MS = 1000;
export const CART_QUERY_KEY = ['cart', 'header'];
export const GENERAL_CONFIG_QUERY_KEY = ['configurazionigenerali'];

/** Items in a GET /api/cart answer: carts with `items`, or a bare list of items. */
export function cartItemCount(body: any): number {
  const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : body?.items ? [body] : [];
  return list.reduce((n: number, row: any) => n + (Array.isArray(row?.items) ? row.items.length : 1), 0);
}

const stopPolling = (error: any) => [401, 403, 404].includes(error?.status);

export const CartButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const s = useSession();
  const [open, setOpen] = useState(false);
  const sysadmin = isSysadmin(s);
  // Without the cart dialog the icon leads to the cart page: shown only when that page exists for this user.
  const reachable = !!CartDialog || isOpenable(s, CART_PATH);
  const { data: config } = useQuery({
    queryKey: GENERAL_CONFIG_QUERY_KEY,
    queryFn: () => api('configurazionigenerali'),
    enabled: !sysadmin && reachable,
    staleTime: 60_000,
    retry: false,
  });
  const enabled = !sysadmin && reachable && !!config?.abilita_carrello;
  const { data: count = 0 } = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: () => api('cart').then(cartItemCount),
    enabled,
    retry: false,
    // Paused while the tab is hidden (react-query's default), stopped when the cart API refuses.
    refetchInterval: (query) => (stopPolling(query.state.error) ? false : CART_BADGE_REFRESH_MS),
  });
  if (!enabled) return null;
  const label = translate('shell.header.cart_items', { smart_count: count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} data-testid="cart-button" onClick={() => (CartDialog ? setOpen(true) : navigate(CART_PATH))}>
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
