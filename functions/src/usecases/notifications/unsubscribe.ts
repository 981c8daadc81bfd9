import type { OneClickUnsubscribeState, UnsubscribeRequest, UnsubscribeState } from '@listboard/shared';
import { invalid, notFound } from '../errors';
import { sourceListOf } from '../common/boardAccess';
import type { Session, SiteContext } from '../../context/session';
import type { CardOfBoard } from '../../ports/unsubscribeStore';
import { checkUnsubscribeToken } from './unsubscribeLinks';
import { notificationsDepsOf } from './deps';

interface CheckedLink {
  card: CardOfBoard;
  state: Omit<UnsubscribeState, 'unsubscribed'>;
}

/** The card a link names, once the link is known to be one this deployment signed for the tenant, and still valid. */
function signedCard(site: Pick<SiteContext, 'services' | 'tenant'>, request: UnsubscribeRequest): CardOfBoard {
  const mail = notificationsDepsOf(site).settings.mail;
  if (!mail) throw notFound('notifications_off', 'This Listboard sends no notification mail, so there is nothing to unsubscribe from.');
  const card: CardOfBoard = { tenant: site.tenant, boardId: request.boardId, listId: request.listId, itemId: request.itemId };
  const verdict = checkUnsubscribeToken(mail.linkSecret, card, request);
  if (verdict === 'invalid')
    throw invalid('unsubscribe_link_invalid', 'This unsubscribe link is not valid: it was changed or cut short. Nothing was changed.');
  if (verdict === 'expired')
    throw invalid('unsubscribe_link_expired', 'This unsubscribe link has expired. Nothing was changed; use the link in a newer message.');
  return card;
}

/**
 * The card and person a link unsubscribes, once the link is known to be one this deployment signed
 * and still valid. The link is the authority (it reached the person's mailbox), so whoever opens it
 * need not be that person, nor see the board; it works only on the tenant it was signed for.
 */
async function checkedLink(session: Session, request: UnsubscribeRequest): Promise<CheckedLink> {
  const card = signedCard(session, request);
  const stored = await notificationsDepsOf(session).boards.get(session.tenant, request.boardId);
  if (!stored) throw notFound('board_not_found', `There is no board ${request.boardId}.`);
  const source = sourceListOf(stored.config, request.listId);
  const item = await session.lists.getItem(source.url, source.listID, request.itemId).catch(() => null);
  const title = item ? String(item.values[stored.config.titleFieldName] ?? item.values.Title ?? '') : null;
  return { card, state: { boardName: stored.config.name, itemTitle: title, login: request.login.toLowerCase() } };
}

/** GET /api/notifications/unsubscribe: what a link would unsubscribe, changing nothing. */
export async function checkUnsubscribe(session: Session, request: UnsubscribeRequest): Promise<UnsubscribeState> {
  const { card, state } = await checkedLink(session, request);
  const logins = await notificationsDepsOf(session).unsubscribes.loginsOf(card);
  return { ...state, unsubscribed: logins.has(state.login) };
}

/** POST /api/notifications/unsubscribe: the person gets no more mail about the card from rules that let people unsubscribe. */
export async function unsubscribe(session: Session, request: UnsubscribeRequest): Promise<UnsubscribeState> {
  const { card, state } = await checkedLink(session, request);
  await notificationsDepsOf(session).unsubscribes.add(card, state.login);
  return { ...state, unsubscribed: true };
}

/**
 * POST /api/notifications/unsubscribe/one-click (RFC 8058): a mail client's one-click unsubscribe, with no
 * sign-in. The signature is the only authority, so it reads nothing of the board (on SharePoint nobody's
 * rights would allow it) and answers nothing about it; posting again changes nothing more.
 */
export async function unsubscribeOneClick(site: SiteContext, request: UnsubscribeRequest): Promise<OneClickUnsubscribeState> {
  const card = signedCard(site, request);
  await notificationsDepsOf(site).unsubscribes.add(card, request.login.toLowerCase());
  return { unsubscribed: true };
}
