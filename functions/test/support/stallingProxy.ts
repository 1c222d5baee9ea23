import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy in front of a service that can stall: connections stay open, and nothing gets through either way. */
export interface StallingProxy {
  /** host:port to reach the service through. */
  address: string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

/**
 * Stands in for a service that hangs without failing, as a server does when its process stops:
 * unlike a closed port, nothing tells the client to give up. While stalled, what either side
 * sends, and its closing the connection too (the server's idle keep-alive timeout, say), is held
 * back, and passed on in order on `resume()`.
 */
export async function stallingProxy(target: string): Promise<StallingProxy> {
  const separator = target.lastIndexOf(':');
  const [host, port] = [target.slice(0, separator), Number(target.slice(separator + 1))];
  const sockets = new Set<Socket>();
  let held: (() => void)[] | undefined;
  const pass = (step: () => void) => (held ? held.push(step) : step());

  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => pass(() => to.write(chunk)));
      from.on('end', () => pass(() => to.end()));
      from.on('close', () => {
        sockets.delete(from);
        pass(() => to.destroy());
      });
      // 'close' follows, and passes the failure on.
      from.on('error', () => undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: ownPort } = server.address() as { port: number };

  return {
    address: `127.0.0.1:${ownPort}`,
    stall() {
      held ??= [];
    },
    resume() {
      const steps = held ?? [];
      held = undefined;
      for (const step of steps) step();
    },
    close() {
      held = undefined;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
