#!/usr/bin/env node
// The vendor's licence script (docs/licences.md): signs a licence document for one tenant with the
// vendor's Ed25519 private key, which lives with the vendor and never in this repository.
//
//   node infra/vendor/issue-license.mjs --key <private.jwk.json> --tenant https://contoso.sharepoint.com \
//     --edition Business --users 250 [--unlimited] [--expires 2027-12-31] [--subscription SUB-1234]
//
// It prints the licence key a licence manager pastes on the licence screen.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SignJWT, importJWK } from 'jose';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    tenant: { type: 'string' },
    edition: { type: 'string', default: 'Business' },
    users: { type: 'string', default: '0' },
    unlimited: { type: 'boolean', default: false },
    expires: { type: 'string' },
    subscription: { type: 'string' },
  },
});

function fail(message) {
  console.error(message);
  process.exit(2);
}

if (!values.key || !values.tenant) fail('Give --key <private key JWK file> and --tenant <host origin>.');
const tenant = new URL(values.tenant).origin;
const userCount = Number(values.users);
if (!Number.isInteger(userCount) || userCount < 0) fail('--users must be a whole number.');
if (!values.unlimited && userCount === 0) fail('Give --users N or --unlimited.');
const expires = values.expires ? new Date(`${values.expires}T23:59:59Z`) : null;
if (expires && Number.isNaN(expires.getTime())) fail('--expires must be a date, YYYY-MM-DD.');

const privateKey = await importJWK(JSON.parse(readFileSync(values.key, 'utf8')), 'EdDSA');
const licenseKey = await new SignJWT({
  edition: values.edition,
  userCount,
  isUnlimited: values.unlimited,
  expirationDate: expires ? expires.toISOString().replace(/\.\d+Z$/, 'Z') : null,
  subscriptionRef: values.subscription ?? null,
})
  .setProtectedHeader({ alg: 'EdDSA', typ: 'listboard-license+jwt' })
  .setIssuer('listboard-vendor')
  .setAudience('listboard')
  .setSubject(tenant)
  .setIssuedAt()
  .sign(privateKey);
console.log(licenseKey);
