import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import type { License } from '@listboard/shared';
import type { ApiClient } from './apiClient';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEMO_TENANT = 'https://demo.listboard.local';

export interface LicenseOrder {
  tenant?: string;
  users?: number;
  unlimited?: boolean;
  /** YYYY-MM-DD */
  expires?: string;
  edition?: string;
}

/** A licence key from the vendor's own script, signed with the test key the test stacks trust. */
export async function issueLicense(order: LicenseOrder = {}): Promise<string> {
  const args = [
    path.join(repoRoot, 'infra/vendor/issue-license.mjs'),
    '--key',
    path.join(repoRoot, 'infra/vendor/test-keys/private.jwk.json'),
    '--tenant',
    order.tenant ?? DEMO_TENANT,
    '--edition',
    order.edition ?? 'Business',
    ...(order.unlimited ? ['--unlimited'] : ['--users', String(order.users ?? 10)]),
    ...(order.expires ? ['--expires', order.expires] : []),
  ];
  const { stdout } = await run(process.execPath, args, { cwd: repoRoot });
  return stdout.trim();
}

/** The licence as a manager reads it past the functions' cache. */
export async function currentLicense(manager: ApiClient): Promise<License> {
  const answer = await manager.call<License>('GET', 'license', undefined, { refresh: 'true' });
  if (answer.status !== 200) throw new Error(`GET license answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Saves licence settings over the licence's current etag. */
export async function saveLicense(manager: ApiClient, changes: Record<string, unknown>) {
  const { etag } = await currentLicense(manager);
  return manager.call<License & { code?: string; message?: string }>('POST', 'license', { etag, ...changes });
}

/** The stored licence rows of the demo tenant, for the tests that play the clock or a tampered store. */
export function licenseTable(connectionString: string): TableClient {
  return TableClient.fromConnectionString(connectionString, 'lblicenses', { allowInsecureConnection: true });
}
