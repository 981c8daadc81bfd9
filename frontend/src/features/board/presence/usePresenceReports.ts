import { useEffect, useRef } from 'react';
import { PRESENCE_REPORT_MS, type Permission } from '@listboard/shared';
import { CLIENT_ID } from '../../../api/clientId';
import { forgetPresence, leavePresence, receivePresence, reportPresence, setPresenceReporter } from '../../../api/presence';

/** The card whose dialog this page shows, and whether it is open to edit. */
export interface OpenCard {
  card: string | null;
  editing: boolean;
}

/**
 * Tells the server that this page has the board open (docs/live-updates.md#presence): at once, every
 * PRESENCE_REPORT_MS, and whenever its card dialog opens or closes; and that it left, when the board closes
 * or the page goes away. Each answer is the board's whole list; an answer overtaken by a later report's is
 * dropped. Presence is a courtesy: a report that fails waits for the next.
 */
export function usePresenceReports(boardId: string, level: Permission | undefined, open: OpenCard): void {
  const { card, editing } = open;
  const current = useRef<OpenCard>({ card: null, editing: false });
  const sendRef = useRef<(() => void) | null>(null);
  const lastSent = useRef('');

  // Before the reports start, so that the first names the card a page opened on.
  useEffect(() => {
    current.current = { card, editing };
    if (`${card} ${editing}` !== lastSent.current) sendRef.current?.();
  }, [card, editing]);

  useEffect(() => {
    if (level === undefined) return undefined;
    let sent = 0;
    let shown = 0;
    let stopped = false;
    const send = () => {
      const number = ++sent;
      const now = current.current;
      lastSent.current = `${now.card} ${now.editing}`;
      reportPresence({ boardID: boardId, clientId: CLIENT_ID, ...now })
        .then(({ pages }) => {
          if (stopped || number < shown) return;
          shown = number;
          receivePresence(boardId, pages);
        })
        .catch(() => undefined);
    };
    const leave = () => void leavePresence(boardId, CLIENT_ID).catch(() => undefined);
    sendRef.current = send;
    setPresenceReporter(boardId, send);
    send();
    const timer = setInterval(send, PRESENCE_REPORT_MS);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      sendRef.current = null;
      setPresenceReporter(boardId, null);
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
      forgetPresence(boardId);
    };
  }, [boardId, level]);
}
