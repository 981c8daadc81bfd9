import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface AzuriteOptions {
  /** A folder for persistent data, or null to keep everything in memory. */
  location: string | null;
  blobPort?: number;
  tablePort?: number;
}

export interface RunningAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Azurite did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Table service is successfully listening/.test(output) && /Blob service is successfully listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with code ${code}:\n${output}`));
    });
  });
}

/** Starts Azurite (the npm package) on 127.0.0.1 with the flags TOOLCHAIN.md says it needs. */
export async function startAzurite(options: AzuriteOptions): Promise<RunningAzurite> {
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'azurite.js');
  const blobPort = options.blobPort ?? await freePort();
  const tablePort = options.tablePort ?? await freePort();
  const args = [
    script, '--silent', '--disableTelemetry', '--skipApiVersionCheck', '--loose',
    '--blobHost', '127.0.0.1', '--blobPort', String(blobPort),
    '--tableHost', '127.0.0.1', '--tablePort', String(tablePort),
    '--queueHost', '127.0.0.1', '--queuePort', '0',
    ...(options.location ? ['--location', options.location] : ['--inMemoryPersistence']),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForListening(child);
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};` +
      `BlobEndpoint=http://127.0.0.1:${blobPort}/${ACCOUNT};TableEndpoint=http://127.0.0.1:${tablePort}/${ACCOUNT};`,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
