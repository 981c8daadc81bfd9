import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appLocale } from './i18n/locale';

// The page's language, for assistive technology and for the browser's own controls: Chromium writes a date
// input's day, month and year in the order and separators of its element's language (20.11.2026 in German).
document.documentElement.lang = appLocale;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
