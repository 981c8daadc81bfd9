import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CardOfBoard } from '../../ports/unsubscribeStore';

/** How long a mailed unsubscribe link works: long enough for an old message, short enough that a leaked one dies. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

/** The card, the site it lives on and the person a link unsubscribes. */
export interface UnsubscribeTarget extends CardOfBoard {
  siteUrl: string;
  login: string;
  /** The mail's language, which the page then speaks (`lang`); not signed, since it only picks the texts. */
  language?: string;
}

/** What a link carries besides its path: whom it is for, until when, and the signature over all of it. */
export interface UnsubscribeToken {
  login: string;
  expires: number;
  signature: string;
}

function signatureOf(secret: string, card: CardOfBoard, login: string, expires: number): string {
  const signed = [
    'unsubscribe',
    card.tenant.toLowerCase(),
    card.boardId,
    card.listId.toLowerCase(),
    card.itemId,
    login.toLowerCase(),
    expires,
  ].join('\n');
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/**
 * The page address that unsubscribes a person from a card's mail on a board (spec 1 section 2), signed
 * with the deployment's link secret and valid for UNSUBSCRIBE_LINK_DAYS.
 */
export function unsubscribeUrl(appUrl: string, secret: string, target: UnsubscribeTarget, now = new Date()): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000);
  const query = new URLSearchParams({
    SPHostUrl: target.siteUrl,
    login: target.login,
    expires: String(expires),
    signature: signatureOf(secret, target, target.login, expires),
    ...(target.language && { lang: target.language }),
  });
  return `${appUrl}/unsubscribe/${encodeURIComponent(target.boardId)}/${encodeURIComponent(target.listId)}/${target.itemId}?${query}`;
}

/**
 * The address a mail client posts to for one-click unsubscribe (RFC 8058), made from the page link: the
 * same card, person, expiry and signature, on the API route that unsubscribes without a sign-in.
 */
export function oneClickUnsubscribeUrl(pageLink: string): string {
  const link = new URL(pageLink);
  const at = link.pathname.lastIndexOf('/unsubscribe/');
  const [boardId, listId, itemId] = link.pathname
    .slice(at + '/unsubscribe/'.length)
    .split('/')
    .map(decodeURIComponent);
  const query = new URLSearchParams({ boardId, listId, itemId });
  link.searchParams.forEach((value, name) => query.set(name, value));
  return `${link.origin}${link.pathname.slice(0, at)}/api/notifications/unsubscribe/one-click?${query}`;
}

/** Whether a link is the one the deployment signed for this card, and still valid. */
export function checkUnsubscribeToken(
  secret: string,
  card: CardOfBoard,
  token: UnsubscribeToken,
  now = new Date(),
): 'valid' | 'invalid' | 'expired' {
  const expected = Buffer.from(signatureOf(secret, card, token.login, token.expires));
  const given = Buffer.from(token.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return token.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
