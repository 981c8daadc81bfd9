import { mayBeTeamsTab } from './host/framing';
import { startEarlyReads } from './api/startUpReads';
import { pageLocaleOf } from './i18n/localeChoice';

// The first screen's reads leave at once, before the framework and the board's code load; the app takes their
// answers (docs/performance.md#start-up). A Teams tab learns its language and site from its handshake first.
// A build runs this module twice: inlined in the HTML as it is parsed, and again in the entry module, which sends
// nothing the first run began; a development server runs only the second.
if (!mayBeTeamsTab()) startEarlyReads(window.location.pathname, pageLocaleOf(undefined, window.location.search, navigator.language));
