import { z } from 'zod';
import { userSchema } from './common';

/** How the page signs in through Microsoft Entra ID or another OpenID provider (MSAL's configuration). */
export const openIdSignInSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  /** What the page asks for: our API's scope (Entra: api://{client id}/access_as_user). */
  scopes: z.array(z.string()),
  /** aad for Entra ID; oidc for another OpenID provider. */
  protocol: z.enum(['aad', 'oidc']),
});
export type OpenIdSignIn = z.infer<typeof openIdSignInSchema>;

export const authConfigSchema = z.object({
  mode: z.enum(['local', 'entra', 'oidc']),
  /** Where and how the page signs in (entra and oidc modes); null in local mode. */
  openId: openIdSignInSchema.nullable().default(null),
  /** The demo site a page without SPHostUrl is sent to (local mode only). */
  defaultSiteUrl: z.string().nullable(),
  /** Where the page sends its analytics events (spec 1 section 2); null keeps them in the console. */
  appInsightsConnectionString: z.string().nullable().default(null),
  /** Origins the page trusts as a Teams host besides those teams-js knows (its frame handshake checks the sender). */
  teamsHostOrigins: z.array(z.string()).default([]),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The answer of connecting a site's host to the signed-in administrator's organisation (the tenant binding). */
export const siteConnectionSchema = z.object({ origin: z.string(), tenantId: z.string() });
export type SiteConnection = z.infer<typeof siteConnectionSchema>;

/** What a person may do on a board, in the words a person uses (owner, editor, view-only). */
export const boardRoleSchema = z.enum(['owner', 'editor', 'ownCardsEditor', 'viewer', 'noAccess']);
export type BoardRole = z.infer<typeof boardRoleSchema>;

/** A user the local sign-in page offers, with their role on the demo board when the stack has one. */
export const signInUserSchema = userSchema.extend({
  demoBoard: z.object({ name: z.string(), role: boardRoleSchema }).optional(),
});
export type SignInUser = z.infer<typeof signInUserSchema>;

export const localSignInRequestSchema = z.object({ login: z.string().min(1, 'login is required') });
export const localSignInResponseSchema = z.object({ token: z.string(), user: userSchema });
export const signInUsersResponseSchema = z.array(signInUserSchema);

/** The languages the page speaks; the one a person reads it in is the one their mail is written in. */
export const PAGE_LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
export const meQuerySchema = z.object({
  /** The page's language, kept for the person's mail (docs/notifications.md). */
  language: z.enum(PAGE_LANGUAGES, { error: `Use one of ${PAGE_LANGUAGES.join(', ')}.` }).optional(),
});
export type MeQuery = z.infer<typeof meQuerySchema>;
