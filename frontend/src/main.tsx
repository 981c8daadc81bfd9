import './startFirstReads';
import { detectHost } from './host/detectHost';

// The host first (Teams' language and theme come with its handshake), then the texts of the language it
// finds, then the app, whose texts and formats are made once in that language.
void detectHost()
  .then(() => import('./i18n/locale'))
  .then(({ loadPageLocale }) => loadPageLocale())
  .then(() => import('./app/mountApp'))
  .then(({ mountApp }) => mountApp(document.getElementById('root') as HTMLElement));
