import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { counted, type FirestoreOps, type StructuredQuery } from './firestoreOps';

export interface CountedAnswer {
  status: number;
  headers: Headers;
  body: string;
  /** What the app read and wrote to answer. */
  ops: FirestoreOps;
  /** The queries it ran to answer. */
  queries: StructuredQuery[];
}

export interface CountedApp {
  /** Where the app is served, on loopback. */
  origin: string;
  /** One request, answered whole; throws unless the status is 2xx, since a refusal's cost is not the call's. */
  call(path: string, init?: RequestInit): Promise<CountedAnswer>;
  close(): Promise<void>;
}

/**
 * A function's app served on a loopback port of this process, so that its Firestore client is
 * the one countFirestoreOps counts; one request at a time.
 */
export async function countedApp(app: RequestListener): Promise<CountedApp> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async call(path, init = {}) {
      const { result, ops, queries } = await counted(async () => {
        const response = await fetch(origin + path, init);
        return { status: response.status, headers: response.headers, body: await response.text() };
      });
      if (result.status < 200 || result.status > 299) {
        throw new Error(`${init.method ?? 'GET'} ${path} answered ${result.status}: ${result.body.slice(0, 200)}`);
      }
      return { ...result, ops, queries };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
