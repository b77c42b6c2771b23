// HMAC-SHA256 signatures of gateway notifications and of the simulator's page address.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Notification {
  /** Unique per notification: a second one with the same id is a replay. */
  event_id: string;
  /** The transaction code (TRX…). */
  codice: string;
  esito: 'OK' | 'KO';
  importo_cents: number;
  /** Unix seconds when the gateway sent it. */
  timestamp: number;
  pagato_con?: string | null;
  status_message?: string | null;
}

/** The signed text: every field, in a fixed order, one per line. */
export const canonical = (n: Notification) => [n.event_id, n.codice, n.esito, n.importo_cents, n.timestamp, n.pagato_con ?? '', n.status_message ?? ''].join('\n');

export const signToken = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export const signNotification = (secret: string, n: Notification) => signToken(secret, canonical(n));

/** Constant-time comparison of an expected signature with a received one. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const verifyNotification = (secret: string, n: Notification, signature: string) => sameSignature(signNotification(secret, n), signature);
