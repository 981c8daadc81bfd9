import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_DAYS, checkUnsubscribeToken, oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribeLinks';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const target = {
  tenant: 'https://contoso.sharepoint.com',
  siteUrl: 'https://contoso.sharepoint.com/sites/team',
  boardId: 'b1',
  listId: 'L1',
  itemId: 7,
  login: 'Megan@contoso.com',
};
const NOW = new Date('2026-11-25T10:00:00Z');

function tokenOf(url: string) {
  const query = new URL(url).searchParams;
  return { login: query.get('login') ?? '', expires: Number(query.get('expires')), signature: query.get('signature') ?? '' };
}

describe('unsubscribe links', () => {
  const url = unsubscribeUrl('https://app.test', SECRET, target, NOW);

  it('point at the page of spec 1 for the card, with the host site', () => {
    expect(url.startsWith('https://app.test/unsubscribe/b1/L1/7?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com%2Fsites%2Fteam&')).toBe(
      true,
    );
  });

  it('name the mail’s language for the page, outside the signature', () => {
    const german = unsubscribeUrl('https://app.test', SECRET, { ...target, language: 'de-DE' }, NOW);
    expect(new URL(german).searchParams.get('lang')).toBe('de-DE');
    expect(checkUnsubscribeToken(SECRET, target, tokenOf(german), NOW)).toBe('valid');
    expect(new URL(url).searchParams.has('lang')).toBe(false);
  });

  it('are valid for the card they were signed for, until they expire', () => {
    expect(checkUnsubscribeToken(SECRET, target, tokenOf(url), NOW)).toBe('valid');
    const later = new Date(NOW.getTime() + (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000);
    expect(checkUnsubscribeToken(SECRET, target, tokenOf(url), later)).toBe('expired');
  });

  it('are refused when anything was changed: the card, the board, the tenant, the person, the expiry or the secret', () => {
    const token = tokenOf(url);
    expect(checkUnsubscribeToken(SECRET, { ...target, itemId: 8 }, token, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, { ...target, boardId: 'b2' }, token, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, { ...target, tenant: 'https://fabrikam.sharepoint.com' }, token, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, target, { ...token, login: 'alex@contoso.com' }, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, target, { ...token, expires: token.expires + 86_400 }, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(`${SECRET}!`, target, token, NOW)).toBe('invalid');
    expect(checkUnsubscribeToken(SECRET, target, { ...token, signature: token.signature.slice(1) }, NOW)).toBe('invalid');
  });

  it('ignore the letter case of the person and the list, as sign-in names and list ids do', () => {
    expect(checkUnsubscribeToken(SECRET, { ...target, listId: 'l1' }, { ...tokenOf(url), login: 'megan@contoso.com' }, NOW)).toBe('valid');
  });

  it('give the one-click address (RFC 8058) on the API, with the same card, person, expiry and signature, under a path prefix too', () => {
    const oneClick = new URL(oneClickUnsubscribeUrl(url));
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe('https://app.test/api/notifications/unsubscribe/one-click');
    expect(Object.fromEntries(oneClick.searchParams)).toEqual({
      boardId: 'b1',
      listId: 'L1',
      itemId: '7',
      SPHostUrl: target.siteUrl,
      ...tokenOf(url),
      expires: String(tokenOf(url).expires),
    });
    const underPrefix = unsubscribeUrl('https://app.test/boards', SECRET, { ...target, boardId: 'a/b' }, NOW);
    const prefixed = new URL(oneClickUnsubscribeUrl(underPrefix));
    expect(prefixed.pathname).toBe('/boards/api/notifications/unsubscribe/one-click');
    expect(prefixed.searchParams.get('boardId')).toBe('a/b');
  });
});
