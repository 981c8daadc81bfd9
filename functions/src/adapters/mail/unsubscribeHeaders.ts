/**
 * The headers that let a mail client unsubscribe in one click (RFC 8058): it posts
 * `List-Unsubscribe=One-Click` to the signed HTTPS address, with no sign-in and nothing to open.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
