import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type JWTPayload, jwtVerify } from 'jose';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * A local stand-in for Azure Web PubSub: the REST calls the server SDK makes and the
 * `json.webpubsub.azure.v1` client subprotocol, so both real SDKs run unchanged (TOOLCHAIN.md).
 * Supported: send to hub, group, user or connection; add/remove a connection to a group; client
 * joinGroup/leaveGroup/sendToGroup with the roles the access token grants; ping; closing all connections of a hub.
 */
export interface EmulatorOptions {
  port: number;
  accessKey: string;
}

export interface RunningEmulator {
  port: number;
  stop(): Promise<void>;
}

const SUBPROTOCOLS = ['json.webpubsub.azure.v1', 'json.reliable.webpubsub.azure.v1'];

interface Connection {
  id: string;
  hub: string;
  userId: string | null;
  roles: string[];
  groups: Set<string>;
  socket: WebSocket;
}

type Outbound = { dataType: 'json' | 'text'; data: unknown };

function asList(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  return typeof claim === 'string' ? [claim] : [];
}

function hasRole(connection: Connection, role: string, group: string): boolean {
  return connection.roles.includes(role) || connection.roles.includes(`${role}.${group}`);
}

export async function startWebPubSubEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const key = new TextEncoder().encode(options.accessKey);
  const connections = new Map<string, Connection>();

  async function verify(token: string | null): Promise<JWTPayload | null> {
    if (!token) return null;
    try {
      return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  }

  function deliver(targets: Iterable<Connection>, message: Record<string, unknown>): void {
    const text = JSON.stringify(message);
    for (const connection of targets) connection.socket.send(text);
  }

  async function readBody(request: IncomingMessage): Promise<Outbound> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if ((request.headers['content-type'] ?? '').includes('application/json')) return { dataType: 'json', data: JSON.parse(text || 'null') };
    return { dataType: 'text', data: text };
  }

  async function handleRest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const claims = await verify(token);
    const audience = claims && typeof claims.aud === 'string' ? new URL(claims.aud) : null;
    if (!audience || audience.pathname !== url.pathname) {
      response.writeHead(401).end();
      return;
    }
    const match =
      /^\/api\/hubs\/([^/]+)(?:\/(groups|users|connections)\/([^/]+))?(?:\/(:send|:closeConnections|connections\/([^/]+)))?$/.exec(
        url.pathname,
      );
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const [, hubRaw, scope, nameRaw, action, connectionId] = match;
    const hub = decodeURIComponent(hubRaw).toLowerCase();
    const name = nameRaw ? decodeURIComponent(nameRaw) : '';
    const inHub = [...connections.values()].filter((c) => c.hub === hub);
    const excluded = new Set(url.searchParams.getAll('excluded'));
    if (action === ':send' && request.method === 'POST') {
      const body = await readBody(request);
      const targets = inHub.filter(
        (c) =>
          !excluded.has(c.id) &&
          (!scope ||
            (scope === 'groups' && c.groups.has(name)) ||
            (scope === 'users' && c.userId === name) ||
            (scope === 'connections' && c.id === name)),
      );
      deliver(targets, { type: 'message', from: 'server', ...body });
      response.writeHead(202).end();
      return;
    }
    // Web PubSub's "close all connections of a hub": how the integration tests clear the emulator between files.
    if (action === ':closeConnections' && request.method === 'POST' && !scope) {
      for (const connection of inHub) connection.socket.close(1000, 'closed by the service');
      response.writeHead(204).end();
      return;
    }
    if (scope === 'groups' && connectionId) {
      const connection = connections.get(decodeURIComponent(connectionId));
      if (!connection) {
        response.writeHead(404).end();
        return;
      }
      if (request.method === 'PUT') connection.groups.add(name);
      else if (request.method === 'DELETE') connection.groups.delete(name);
      response.writeHead(200).end();
      return;
    }
    response.writeHead(404).end();
  }

  function handleClientMessage(connection: Connection, raw: string): void {
    let message: { type?: string; group?: string; ackId?: number; dataType?: string; data?: unknown; noEcho?: boolean };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    const ack = (success: boolean, error?: string) => {
      if (message.ackId !== undefined) {
        deliver([connection], {
          type: 'ack',
          ackId: message.ackId,
          success,
          ...(error ? { error: { name: 'Forbidden', message: error } } : {}),
        });
      }
    };
    const group = message.group ?? '';
    switch (message.type) {
      case 'ping':
        deliver([connection], { type: 'pong' });
        return;
      case 'joinGroup':
      case 'leaveGroup':
        if (!hasRole(connection, 'webpubsub.joinLeaveGroup', group))
          return ack(false, `The connection may not join or leave group ${group}.`);
        if (message.type === 'joinGroup') connection.groups.add(group);
        else connection.groups.delete(group);
        return ack(true);
      case 'sendToGroup': {
        if (!hasRole(connection, 'webpubsub.sendToGroup', group)) return ack(false, `The connection may not send to group ${group}.`);
        const targets = [...connections.values()].filter(
          (c) => c.hub === connection.hub && c.groups.has(group) && !(message.noEcho && c === connection),
        );
        deliver(targets, {
          type: 'message',
          from: 'group',
          fromUserId: connection.userId,
          group,
          dataType: message.dataType,
          data: message.data,
        });
        return ack(true);
      }
      default:
        return ack(true);
    }
  }

  const server: Server = createServer((request, response) => {
    handleRest(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    });
  });
  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => SUBPROTOCOLS.find((p) => protocols.has(p)) ?? false,
  });

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const hubMatch = /^\/client\/hubs\/([^/]+)$/.exec(url.pathname);
    verify(url.searchParams.get('access_token')).then(
      (claims) => {
        const audience = claims && typeof claims.aud === 'string' ? new URL(claims.aud) : null;
        if (!hubMatch || !claims || audience?.pathname !== url.pathname) {
          socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
          return;
        }
        sockets.handleUpgrade(request, socket, head, (ws) => {
          const connection: Connection = {
            id: randomUUID(),
            hub: decodeURIComponent(hubMatch[1]).toLowerCase(),
            userId: typeof claims.sub === 'string' ? claims.sub : null,
            roles: asList(claims.role),
            groups: new Set(asList(claims['webpubsub.group'])),
            socket: ws,
          };
          connections.set(connection.id, connection);
          ws.on('message', (data) => handleClientMessage(connection, data.toString()));
          ws.on('close', () => connections.delete(connection.id));
          deliver([connection], { type: 'system', event: 'connected', connectionId: connection.id, userId: connection.userId });
        });
      },
      () => socket.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections.values()) connection.socket.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
