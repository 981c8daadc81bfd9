import { readPageParameters } from './hostQuery';

/** Whether this window is inside a frame; a cross-origin parent denies access, which also means framed. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Whether the page may run in a Teams tab, whose handshake names its language and site: a frame with no app part's SenderId, or the `teams` fallback parameter. */
export function mayBeTeamsTab(): boolean {
  const parameters = readPageParameters(window.location.search);
  return parameters.teams !== undefined || (isFramed() && parameters.SenderId === undefined);
}
