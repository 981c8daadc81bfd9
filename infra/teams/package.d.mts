/** See package.mjs. */
export const DEFAULT_APP_ID: string;
export function teamsManifest(values: { host: string; clientId: string; appId?: string; version?: string }, template?: string): Record<string, unknown>;
export function writeTeamsPackage(zipPath: string, manifest: Record<string, unknown>): string;
