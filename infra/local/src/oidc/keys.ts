import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JWK, exportJWK, generateKeyPair } from 'jose';
import { generate } from 'selfsigned';

export interface ProviderKeys {
  /** The https server's certificate and key (PEM), for 127.0.0.1 and localhost. */
  certificate: string;
  privateKey: string;
  /** The token signing key, a private JWK. */
  signingKey: JWK;
  /** The functions' client certificate with its private key (PEM), as Key Vault gives a PEM certificate in Azure. */
  functionsCertificate: string;
}

const CERTIFICATE_DAYS = 825;

async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return existing;
  const created = await create();
  await writeFile(file, created, { mode: 0o600 });
  return created;
}

/**
 * The provider's certificate and signing key, made on first start and kept in the data folder: a
 * person accepts the certificate once, and tokens stay valid across restarts of the stack.
 */
export async function providerKeys(dataDir: string): Promise<ProviderKeys> {
  const folder = path.join(dataDir, 'oidc');
  await mkdir(folder, { recursive: true });
  const pemFile = path.join(folder, 'tls.json');
  const tls = JSON.parse(
    await readOrCreate(pemFile, async () => {
      const notAfterDate = new Date(Date.now() + CERTIFICATE_DAYS * 24 * 60 * 60 * 1000);
      const pems = await generate([{ name: 'commonName', value: 'Listboard local sign-in' }], {
        notAfterDate,
        extensions: [
          {
            name: 'subjectAltName',
            altNames: [
              { type: 7, ip: '127.0.0.1' },
              { type: 2, value: 'localhost' },
            ],
          },
        ],
      });
      return JSON.stringify({ certificate: pems.cert, privateKey: pems.private });
    }),
  ) as { certificate: string; privateKey: string };
  const signingKey = JSON.parse(
    await readOrCreate(path.join(folder, 'signing-key.json'), async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return JSON.stringify({ ...(await exportJWK(privateKey)), kid: `local-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' });
    }),
  ) as JWK;
  const functionsCertificate = await readOrCreate(path.join(folder, 'functions-client.pem'), async () => {
    const notAfterDate = new Date(Date.now() + CERTIFICATE_DAYS * 24 * 60 * 60 * 1000);
    const pems = await generate([{ name: 'commonName', value: 'Listboard local functions' }], {
      notAfterDate,
      keySize: 2048,
      algorithm: 'sha256',
    });
    return `${pems.private}${pems.cert}`;
  });
  return { ...tls, signingKey, functionsCertificate };
}
