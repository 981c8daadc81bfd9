import { API_PATHS, localSignInRequestSchema } from '@listboard/shared';
import { publicRoute, siteRoute, userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { authConfig, localSignIn, localSignInUsers, toUser } from '../services/authService';

export const authGroup: ApiGroup = {
  name: 'auth',
  routes: [
    publicRoute('GET', API_PATHS.authConfig, {}, async ({ services }) => authConfig(services)),
    siteRoute('GET', API_PATHS.authLocalUsers, {}, async ({ site }) => localSignInUsers(site)),
    siteRoute('POST', API_PATHS.authLocalToken, { body: localSignInRequestSchema }, async ({ site, body }) => localSignIn(site, body.login)),
    userRoute('GET', API_PATHS.authMe, {}, async ({ session }) => toUser(session.user)),
  ],
};
