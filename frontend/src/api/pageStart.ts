/** A read begun as the page started, and when it began (performance.now()). */
export interface EarlyRead {
  answer: Promise<Response>;
  startedAt: number;
}

/**
 * What the page's start script and the app share: the page's id and the reads begun before the app loaded. The
 * start script is inlined in the HTML and bundled apart from the app (docs/performance.md#start-up), so a module's
 * own state would be two; the page's window holds the one both use.
 */
interface PageStart {
  clientId: string;
  earlyReads: Map<string, EarlyRead>;
}

declare global {
  interface Window {
    listboardPageStart?: PageStart;
  }
}

export const pageStart: PageStart = (window.listboardPageStart ??= { clientId: crypto.randomUUID(), earlyReads: new Map() });
