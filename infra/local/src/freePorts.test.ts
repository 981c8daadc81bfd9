import { type Server, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts, reservePort } from './azurite';

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

describe('reservePort', () => {
  const listenOn = (port: number) => {
    const server = createServer();
    return new Promise<Server>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  };
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  it('keeps the port from anyone else until it is released, then frees it for its owner', async () => {
    const reserved = await reservePort();
    await expect(listenOn(reserved.port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await Promise.all([reserved.release(), reserved.release()]);
    await close(await listenOn(reserved.port));
  });
});
