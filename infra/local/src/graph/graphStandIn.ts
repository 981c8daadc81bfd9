import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_USERS } from '../demo/demoData';
import { demoPhoto } from '../demo/demoPhotos';
import { sendJson } from '../jsonAnswers';
import { objectIdOf } from '../oidc/provider';

/** Graph's sizes of a profile photo (profilePhoto: 48x48 to 648x648); the stand-in has one picture and answers it for each. */
const PHOTO_PATH =
  /^\/v1\.0\/users\/([^/]+)\/(?:photo|photos\/(?:48x48|64x64|96x96|120x120|240x240|360x360|432x432|504x504|648x648))\/\$value$/;

export interface RunningGraph {
  /** Graph's base address as the functions' setting names it (LISTBOARD_GRAPH_URL). */
  url: string;
  stop(): Promise<void>;
}

/** Graph's error shape (`{ error: { code, message } }`). */
const graphError = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, { error: { code, message, innerError: { 'request-id': 'local' } } });

/**
 * The local stack's Microsoft Graph for the Office 365 avatar source: `GET /v1.0/users/{id | userPrincipalName}/photos/48x48/$value`
 * answers a demo person's Office 365 photo (blue, where the site's are green), or 404 ImageNotFound as Graph
 * does for a person without one (Lidia) or unknown. A request without a bearer token is refused (401
 * InvalidAuthenticationToken). The token's issuer is not checked: the functions exchange it on-behalf-of
 * with the local OpenID provider, or show the local sign-in's own token, which belongs to no directory.
 */
export async function startGraphStandIn(): Promise<RunningGraph> {
  const photos = new Map<string, Uint8Array>();
  for (const user of DEMO_USERS) {
    const photo = demoPhoto(user.login, 'office365');
    if (photo) for (const key of [user.login, objectIdOf(user.login)]) photos.set(key, photo);
  }
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
      graphError(response, 401, 'InvalidAuthenticationToken', 'Access token is empty.');
      return;
    }
    const match = request.method === 'GET' ? PHOTO_PATH.exec(new URL(request.url ?? '/', 'http://graph').pathname) : null;
    if (!match) {
      graphError(response, 400, 'BadRequest', `Resource not found for the segment '${request.url}'.`);
      return;
    }
    const photo = photos.get(decodeURIComponent(match[1]).toLowerCase());
    if (!photo) {
      graphError(
        response,
        404,
        'ImageNotFound',
        "Exception of type 'Microsoft.Fast.Profile.Core.Exception.ImageNotFoundException' was thrown.",
      );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(photo.byteLength) }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
