import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from './azurite';

describe('freePorts', () => {
  it('hands out different ports, each free to listen on once it is handed out', async () => {
    const ports = await freePorts(5);
    expect(new Set(ports).size).toBe(5);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', () => resolve());
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
