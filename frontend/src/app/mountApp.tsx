import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appLocale } from '../i18n/locale';

export function mountApp(root: HTMLElement): void {
  // The page's language, for assistive technology and for the browser's own controls: Chromium writes a date
  // input's day, month and year in the order and separators of its element's language (20.11.2026 in German).
  document.documentElement.lang = appLocale;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
