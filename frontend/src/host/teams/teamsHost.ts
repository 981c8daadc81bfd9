import { errorText } from '@listboard/shared';
import { app, authentication, pages } from '@microsoft/teams-js';
import { teamsTabContextOf, teamsThemeName } from './teamsContext';
import type { TeamsHost, TeamsThemeName } from './teamsTab';

/**
 * The Teams JS SDK's handshake with the frame's host: a Teams host answers it with the tab's context,
 * any other page never does, so the wait is bounded. `extraOrigins` are hosts trusted besides the
 * ones the SDK knows (its own list of Teams, Outlook and Microsoft 365 origins).
 */
export async function connectTeams(extraOrigins: string[], timeoutMs: number): Promise<TeamsHost | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const context = await Promise.race([app.initialize(extraOrigins).then(() => app.getContext()), timeout]).catch(() => null);
  clearTimeout(timer);
  return context ? teamsHost(teamsTabContextOf(context)) : null;
}

function teamsHost(context: TeamsHost['context']): TeamsHost {
  let theme: TeamsThemeName = context.theme;
  const listeners = new Set<() => void>();
  app.registerOnThemeChangeHandler((name) => {
    theme = teamsThemeName(name);
    listeners.forEach((listener) => listener());
  });
  return {
    context,
    theme: () => theme,
    onThemeChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAuthToken: () => authentication.getAuthToken(),
    authenticate: (url) => authentication.authenticate({ url, width: 600, height: 640 }),
    setConfigurationValid: (valid) => void pages.config.setValidityState(valid),
    onConfigurationSave(configure) {
      pages.config.registerOnSaveHandler((save) => {
        configure()
          .then((configuration) => pages.config.setConfig(configuration))
          .then(() => save.notifySuccess())
          .catch((error: unknown) => save.notifyFailure(errorText(error)));
      });
    },
  };
}

/** In Teams' authentication popup: hands the signed-in person's token to the tab that opened it (Teams closes the popup). */
export async function reportSignInToTeams(token: string, extraOrigins: string[]): Promise<void> {
  await app.initialize(extraOrigins);
  authentication.notifySuccess(token);
}
