import {
  API_PATHS,
  authConfigSchema,
  siteConnectionSchema,
  localSignInRequestSchema,
  localSignInResponseSchema,
  meQuerySchema,
  signInUsersResponseSchema,
  userSchema,
} from '@listboard/shared';
import { publicRoute, siteRoute, userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { authConfig, connectSite, localSignIn, localSignInUsers, me, requireLocalSignIn } from '../usecases/auth/index';

export const authGroup: ApiGroup = {
  name: 'auth',
  routes: [
    publicRoute(
      'GET',
      API_PATHS.authConfig,
      { summary: 'How the page signs people in, and where it sends analytics events', response: authConfigSchema },
      async ({ services }) => authConfig(services),
    ),
    siteRoute(
      'GET',
      API_PATHS.authLocalUsers,
      {
        summary: 'The site users the local sign-in page offers (local sign-in only)',
        response: signInUsersResponseSchema,
        available: requireLocalSignIn,
      },
      async ({ site }) => localSignInUsers(site),
    ),
    siteRoute(
      'POST',
      API_PATHS.authLocalToken,
      {
        summary: 'Signs a site user in and answers a token (local sign-in only)',
        body: localSignInRequestSchema,
        response: localSignInResponseSchema,
        available: requireLocalSignIn,
      },
      async ({ site, body }) => localSignIn(site, body.login),
    ),
    userRoute(
      'POST',
      API_PATHS.authConnectSite,
      {
        license: 'open',
        summary: "Connects the site's host to the signed-in administrator's organisation (the tenant binding)",
        response: siteConnectionSchema,
        unboundTenant: true,
      },
      async ({ session }) => connectSite(session),
    ),
    userRoute(
      'GET',
      API_PATHS.authMe,
      {
        license: 'open',
        summary: "The signed-in user; keeps the page's language for their mail",
        query: meQuerySchema,
        response: userSchema,
      },
      async ({ session, query }) => me(session, query),
    ),
  ],
};
