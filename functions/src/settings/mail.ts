import { feedbackEmailSchema, isTimeZone } from '@listboard/shared';
import { oneOf, wholeNumber } from './parse';

/**
 * SMTP to any server (smtp://user:pass@host:port, or smtps:// for TLS from the start), or Azure
 * Communication Services Email by its endpoint (the managed identity) or a connection string.
 */
export type MailTransport = { kind: 'smtp'; url: string } | { kind: 'acs'; endpoint: string | null; connectionString: string | null };

/** How notification mail leaves (docs/notifications.md), and where its links point. */
export interface MailSettings {
  transport: MailTransport;
  /** The sender, e.g. `Listboard <listboard@contoso.com>` (Communication Services: its domain's sender address). */
  from: string;
  /** The page's public address: task, board and unsubscribe links start with it. */
  appUrl: string;
  /** Signs the unsubscribe links (HMAC-SHA256), so nobody can unsubscribe somebody else; 32 characters or more. */
  linkSecret: string;
  /** The time zone of boards whose configuration names none: their reminders keep its clock. */
  timeZone: string;
  /** Changes made to one card within this many seconds reach each person as one message. */
  combineSeconds: number;
}

const MIN_SECRET_LENGTH = 32;
/** The combining window: long enough for a burst of edits to one card, short enough that mail still feels prompt. */
const DEFAULT_COMBINE_SECONDS = 60;
/** The queue holds a message back for at most 7 days; a window of an hour is already a digest. */
const MAX_COMBINE_SECONDS = 3_600;

/** The deployment's link secret (LISTBOARD_LINK_SECRET), or null when unset; a short one is refused. */
export function linkSecretOf(env: Record<string, string | undefined>): string | null {
  const secret = env.LISTBOARD_LINK_SECRET || null;
  if (secret !== null && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`LISTBOARD_LINK_SECRET must have ${MIN_SECRET_LENGTH} characters or more.`);
  return secret;
}

export function mailSettings(env: Record<string, string | undefined>): MailSettings | null {
  const kind = oneOf('LISTBOARD_MAIL_TRANSPORT', env.LISTBOARD_MAIL_TRANSPORT, ['off', 'smtp', 'acs'] as const, 'off');
  if (kind === 'off') return null;
  const need = (name: string, value: string | undefined | null) => {
    if (!value) throw new Error(`Setting ${name} is required when LISTBOARD_MAIL_TRANSPORT is ${kind}.`);
    return value;
  };
  const linkSecret = need('LISTBOARD_LINK_SECRET', linkSecretOf(env));
  const timeZone = env.LISTBOARD_TIME_ZONE || 'UTC';
  if (!isTimeZone(timeZone))
    throw new Error(`LISTBOARD_TIME_ZONE: ${timeZone} is not a time zone; use an IANA name such as Europe/Berlin.`);
  const transport: MailTransport =
    kind === 'smtp'
      ? { kind, url: need('LISTBOARD_SMTP_URL', env.LISTBOARD_SMTP_URL) }
      : { kind, endpoint: env.LISTBOARD_ACS_ENDPOINT || null, connectionString: env.LISTBOARD_ACS_CONNECTION_STRING || null };
  if (transport.kind === 'acs' && !transport.endpoint && !transport.connectionString) {
    throw new Error(
      'LISTBOARD_MAIL_TRANSPORT=acs needs LISTBOARD_ACS_ENDPOINT (with the managed identity) or LISTBOARD_ACS_CONNECTION_STRING.',
    );
  }
  const combineSeconds = wholeNumber(
    'LISTBOARD_MAIL_COMBINE_SECONDS',
    env.LISTBOARD_MAIL_COMBINE_SECONDS,
    DEFAULT_COMBINE_SECONDS,
    MAX_COMBINE_SECONDS,
  );
  return {
    transport,
    from: need('LISTBOARD_MAIL_FROM', env.LISTBOARD_MAIL_FROM),
    appUrl: need('LISTBOARD_APP_URL', env.LISTBOARD_APP_URL).replace(/\/+$/, ''),
    linkSecret,
    timeZone,
    combineSeconds,
  };
}

/** An e-mail address, or null when unset. */
export function feedbackAddressOf(value: string | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (!feedbackEmailSchema.safeParse(address).success)
    throw new Error(`Setting LISTBOARD_FEEDBACK_ADDRESS must be an e-mail address; it is '${address}'.`);
  return address;
}
