import { ConfidentialClient } from '../adapters/auth/confidentialClient';
import { OnBehalfOf } from '../adapters/auth/onBehalfOf';
import type { Fetch } from '../adapters/auth/oidcTokens';
import { GraphPhotos } from '../adapters/graph/graphPhotos';
import { ListAccessDeniedError } from '../ports/listHost';
import type { DirectoryPhotos } from '../ports/personPhotos';
import type { ListCaller } from '../ports/services';
import type { Settings } from '../settings';

/** The local stack's Graph stand-in listens on the loopback: the only Graph a caller's own token may be shown to. */
function isLoopback(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

/**
 * Office 365 photos as each caller may read them: with the confidential client, Graph's token on their
 * behalf (`{graph}/.default`, the consent of User.ReadBasic.All); a refused exchange shows initials. A
 * deployment without the confidential client reads no photo from Graph, except the local stack's
 * stand-in, which is shown the caller's own token (it belongs to no directory).
 */
/** `fetchImpl` reaches the identity provider (the token exchange); Graph itself is reached with the global fetch. */
export function directoryPhotosOf(settings: Settings, fetchImpl?: Fetch): (caller: ListCaller) => DirectoryPhotos {
  const onBehalfOf = settings.confidentialClient ? new OnBehalfOf(new ConfidentialClient(settings.confidentialClient, fetchImpl)) : null;
  const resource = new URL(settings.graphUrl).origin;
  const passThrough = isLoopback(settings.graphUrl);
  return (caller) =>
    new GraphPhotos({
      baseUrl: settings.graphUrl,
      async token() {
        if (!caller.accessToken) return null;
        if (!onBehalfOf) return passThrough ? caller.accessToken : null;
        try {
          return await onBehalfOf.tokenFor(caller.accessToken, caller.signedIn?.tenantId ?? null, resource);
        } catch (error) {
          if (error instanceof ListAccessDeniedError) return null;
          throw error;
        }
      },
    });
}
