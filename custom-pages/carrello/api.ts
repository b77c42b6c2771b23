// Cart calls (spec 1 §7) as react-query hooks; types from resources/contracts/carrello.ts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../src/providers';
import type { Banca, Cart, CartType, CheckoutAnswer, TransactionOutcome } from '../../resources/contracts/carrello';

export const CART_KEY = ['cart'] as const;

/** The user's own cart (GET cart), or a party's (GET societa|anagrafica/{id}/cart) for administrators. */
export function useCart(party: { type: CartType; id: number } | 'own' | null) {
  return useQuery({
    queryKey: [...CART_KEY, party === 'own' ? 'own' : party ? `${party.type}:${party.id}` : 'none'],
    queryFn: async (): Promise<Cart | null> => (party === 'own' ? ((await api<{ data: Cart[] }>('cart')).data[0] ?? null) : party ? api<Cart>(`${party.type}/${party.id}/cart`) : null),
    enabled: party !== null,
  });
}

export function useBanks() {
  return useQuery({
    queryKey: ['banca', 'automatica'],
    queryFn: async () => (await api<{ data: Banca[] }>('banca', { query: { automatica: 1 } })).data,
    staleTime: 60_000,
  });
}

/** Reloads every cart view, the header badge included. */
export function useRefreshCart() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: CART_KEY }), [client]);
}

/**
 * Reloads every screen after the cart changed the ledger: a payment (wallet, bank transfer, notice,
 * card outcome) or a removed line (its request withdrawn). Either changes what other areas show (the
 * wallet and the entries of the accounting pages, a member's club and cards, a club's state), so every
 * query is read again, as react-admin's refresh does, rather than a list of keys that misses one.
 */
export function useRefreshAfterPayment() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries(), [client]);
}

/** DELETE cart/{id}/item/{itemId}: the line goes and the request it pays for is cancelled (the server's message says so). */
export const removeCartItem = (cartId: number, itemId: number) => api<{ message: string }>(`cart/${cartId}/item/${itemId}`, { method: 'DELETE' });

/** POST cart/checks (spec 2 §7): the server's view of paying the own cart with `banca`: total, wallet share, amount due and method. */
export const checkCart = (body: { banca: number; carrello: number | null }) => api<{ totale: number; wallet: number; dovuto: number; metodo: string | null }>('cart/checks', { method: 'POST', body });

export const checkoutCart = (cartId: number, body: { valore: number; totale: number; banca: number | null; season: number | null }, printAvviso = false) =>
  api<CheckoutAnswer>(`cart/${cartId}/checkout`, { method: 'POST', body, query: printAvviso ? { type: 'printavviso' } : undefined });

export function useTransaction(id: number | null) {
  return useQuery({
    queryKey: ['transazione', id],
    queryFn: () => api<TransactionOutcome>(`transazione/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

/** The base64 PDF of a payment notice as a downloadable blob. */
export function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}
