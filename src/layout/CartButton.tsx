// Cart icon of the header (spec 1 §4, §6): only when the general configuration enables the cart
// (abilita_carrello) and not for a system administrator; the item-count badge refreshes every
// second while the tab is visible (GET cart/count: one indexed count). The icon opens the cart dialog.
import { Suspense, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../providers/http';
import { isSysadmin, useSession } from '../lib/session';
import { TIMINGS } from '../lib/timings';
import { useGeneralConfig } from '../components/generalConfig';

import { CartDialog } from './slots';

export const CART_BADGE_REFRESH_MS = TIMINGS.cartBadge;
// Under the cart area's key, so that every cart change refreshes the badge too.
export const CART_QUERY_KEY = ['cart', 'header'];

/** The badge's number from GET /api/cart/count. */
export const cartItemCount = (body: any): number => (Number.isFinite(body?.count) ? body.count : 0);

const stopPolling = (error: any) => [401, 403, 404].includes(error?.status);

export const CartButton = () => {
  const translate = useTranslate();
  const s = useSession();
  const [open, setOpen] = useState(false);
  const sysadmin = isSysadmin(s);
  const { data: config } = useGeneralConfig(!sysadmin);
  const enabled = !sysadmin && !!config?.abilita_carrello;
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
