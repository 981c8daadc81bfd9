import { lazy } from 'react';

/**
 * The field editors load when a person first edits on a card: a board shows its cards without their
 * code (docs/performance.md). Its own module, so the page's tests, which drive the click window with fake timers,
 * can hand CardFields the editor itself.
 */
export const InlineFieldEditor = lazy(() => import('./InlineFieldEditor').then((module) => ({ default: module.InlineFieldEditor })));
