// The auth group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { authConfig, connectSite, localSignIn, localSignInUsers, me, requireLocalSignIn, toUser } from './signIn';
export type { AuthDeps } from './deps';
