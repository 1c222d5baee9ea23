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

/** A call answered outside 2xx, with its answer: a caller may take a 503 past a deadline as its figure. */
export class CallRefused extends Error {
  constructor(
    call: string,
    readonly answer: CountedAnswer,
  ) {
    super(`${call} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    this.name = 'CallRefused';
  }
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
      const answer = { ...result, ops, queries };
      if (result.status < 200 || result.status > 299) throw new CallRefused(`${init.method ?? 'GET'} ${path}`, answer);
      return answer;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
