import { mayBeTeamsTab, detectHost } from './host/detectHost';
import { startEarlyReads } from './api/startUpReads';
import { pageLocaleOf } from './i18n/localeChoice';

// The first screen's reads leave at once, before the framework and the board's code load; the app takes their
// answers (docs/performance.md#start-up). A Teams tab learns its language and site from its handshake first.
if (!mayBeTeamsTab()) startEarlyReads(window.location.pathname, pageLocaleOf(undefined, window.location.search, navigator.language));

// The host first (Teams' language and theme come with its handshake), then the texts of the language it
// finds, then the app, whose texts and formats are made once in that language.
void detectHost()
  .then(() => import('./i18n/locale'))
  .then(({ loadPageLocale }) => loadPageLocale())
  .then(() => import('./app/mountApp'))
  .then(({ mountApp }) => mountApp(document.getElementById('root') as HTMLElement));
