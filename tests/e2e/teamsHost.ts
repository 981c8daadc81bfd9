import { type Server, createServer } from 'node:http';

/** The tab's context as Teams gives it (the SDK's legacy context shape, which teams-js turns into app.Context). */
export interface TeamsContextFields {
  theme: 'default' | 'dark' | 'contrast';
  locale: string;
  userPrincipalName: string;
  tid: string;
  chatId?: string;
  channelId?: string;
  teamSiteUrl?: string;
}

/**
 * A page that hosts a tab as Teams does, speaking the Teams JS SDK's frame protocol to the real
 * `@microsoft/teams-js` in the page: it answers the handshake (`initialize`) with a runtime and the
 * frame's context, `getContext` with the tab's context, `authentication.getAuthToken` with the SSO
 * token the test gives it (or a failure), runs the configuration dialog's Save (`settings.*`), sends
 * theme changes, and opens the authentication popup (`authentication.authenticate`), relaying what
 * the popup reports back to the tab. Everything it hears is kept in `window.teamsHost`.
 */
function hostScript(appOrigin: string): string {
  return `
const RUNTIME = JSON.stringify({ apiVersion: 4, supports: { appInstallDialog: {}, authentication: {}, pages: { config: {}, tabs: {}, appButton: {}, backStack: {} }, teamsCore: {} } });
const host = window.teamsHost = { heard: [], frameContext: 'content', context: null, ssoToken: null, valid: null, settings: null, saved: false, popup: null, pendingAuthentication: null, reported: null };
const tab = () => document.getElementById('tab');
const reply = (event, args) => event.source.postMessage({ id: event.data.id, uuidAsString: event.data.uuidAsString, args }, event.origin);
window.addEventListener('message', (event) => {
  const message = event.data;
  if (event.origin !== '${appOrigin}' || !message || typeof message.func !== 'string') return;
  const fromPopup = host.popup !== null && event.source === host.popup;
  host.heard.push(message.func);
  switch (message.func) {
    case 'initialize':
      return reply(event, [fromPopup ? 'authentication' : host.frameContext, 'web', RUNTIME, '2.58.0']);
    case 'getContext':
      return reply(event, [{ ...host.context, frameContext: fromPopup ? 'authentication' : host.frameContext, hostClientType: 'web', hostName: 'Teams' }]);
    case 'authentication.getAuthToken':
      return reply(event, host.ssoToken ? [true, host.ssoToken] : [false, 'resourceRequiresConsent']);
    case 'authentication.authenticate':
      host.pendingAuthentication = event;
      return window.openSignInPopup(message.args[0]);
    case 'authentication.authenticate.success':
      host.reported = message.args[0];
      return host.pendingAuthentication && reply(host.pendingAuthentication, [true, message.args[0]]);
    case 'authentication.authenticate.failure':
      return host.pendingAuthentication && reply(host.pendingAuthentication, [false, message.args[0]]);
    case 'settings.setValidityState':
      host.valid = message.args[0];
      return undefined;
    case 'settings.setSettings':
      host.settings = message.args[0];
      return reply(event, [true]);
    case 'settings.save.success':
      host.saved = true;
      return undefined;
    default:
      return undefined;
  }
});
// Teams' side of the tab: open a page in it, press the dialog's Save, change the theme.
window.openTab = (url, frameContext, context, ssoToken) => {
  Object.assign(host, { frameContext, context, ssoToken, valid: null, settings: null, saved: false });
  tab().src = url;
};
window.openSignInPopup = (url) => {
  host.popup = window.open(url, 'teams-sign-in', 'width=600,height=640');
};
window.pressSave = () => tab().contentWindow.postMessage({ func: 'settings.save', args: [{}] }, '${appOrigin}');
window.changeTheme = (name) => {
  host.context.theme = name;
  tab().contentWindow.postMessage({ func: 'themeChange', args: [name] }, '${appOrigin}');
};`;
}

function hostPage(appOrigin: string): string {
  return `<!doctype html><html lang="en"><head><title>Microsoft Teams</title></head><body style="margin:0">
<iframe id="tab" title="Listboard tab" style="width:1280px;height:760px;border:0"></iframe>
<script>${hostScript(appOrigin)}</script></body></html>`;
}

/** Serves the Teams host page on 127.0.0.1:port, the origin the app's stack trusts as a Teams host. */
export async function startTeamsHost(port: number, appOrigin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(appOrigin)),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
