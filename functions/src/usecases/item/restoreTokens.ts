import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredValue } from '../../ports/listHost';

const DAY_MS = 86_400_000;

/**
 * What a deletion hands its deleter to restore the card with: where the card was, the host's own token for its
 * recycle bin entry, who deleted it, and the values that place it in its cell (its column, lane and parent), so
 * that the restore can hold the cell's WIP limit before the card is back. Signed, so none of it can be changed.
 */
export interface RecycledCard {
  boardId: string;
  listId: string;
  itemId: number;
  hostToken: string;
  deletedBy: string;
  /** Whether the card was its deleter's own then (a board that lets people edit only their own cards asks). */
  owned: boolean;
  cellValues: Record<string, StoredValue>;
  /** Seconds since the epoch after which the token no longer restores. */
  expires: number;
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`restore\n${payload}`).digest();
}

/** The token for `card`, valid for `days` from `now`. */
export function restoreTokenFor(secret: string, card: Omit<RecycledCard, 'expires'>, days: number, now = new Date()): string {
  const payload = Buffer.from(JSON.stringify({ ...card, expires: Math.floor((now.getTime() + days * DAY_MS) / 1000) })).toString(
    'base64url',
  );
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The card a token names when this service signed it; 'expired' once past its time; null for anything else. */
export function recycledCardOf(secret: string, token: string, now = new Date()): RecycledCard | 'expired' | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const card = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RecycledCard;
  return card.expires * 1000 < now.getTime() ? 'expired' : card;
}
