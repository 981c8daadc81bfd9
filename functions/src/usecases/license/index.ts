// The license group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { nameUnnamedManagers } from './demoManagers';
export { ACCESS_DENIED_MESSAGE, assertLicenseManager, getLicense, rolesOf, saveLicense } from './manageLicense';
export { activeLicense, admitToBoards, staleLicense, standingOf } from './licenseStanding';
export { sendTrialInfo } from './trialInfo';
export type { LicenseDeps, StandingDeps } from './deps';
