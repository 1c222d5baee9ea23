import type { Readable } from 'node:stream';
import type { Firestore } from 'firebase-admin/firestore';

/** What some work cost, in the units Firestore bills. */
export interface FirestoreOps {
  /** Documents read (see READ_BILLING). */
  reads: number;
  /** Documents written, created or deleted: each write of a commit (a set, an update, a transaction's or a batch's) or of a BulkWriter batch. */
  writes: number;
}

type Message = Record<string, unknown>;

/** A query as Firestore receives it (a StructuredQuery: from, where, orderBy), so the index it needs can be told (indexCoverage.ts). */
export type StructuredQuery = Message;

/** The query a read RPC runs, a count()'s included; undefined for reads by path. */
const queryOf = (method: string, request: Message | undefined): StructuredQuery | undefined =>
  method === 'runQuery'
    ? (request?.structuredQuery as StructuredQuery | undefined)
    : method === 'runAggregationQuery'
      ? ((request?.structuredAggregationQuery as Message | undefined)?.structuredQuery as StructuredQuery | undefined)
      : undefined;

/** How Firestore bills a streamed read: the units each response holds, and the reads for their sum. */
interface ReadBilling {
  units(response: Message): number;
  reads(units: number): number;
}

/** The count() aggregations a runAggregationQuery request asks for, by the alias its answer uses. */
const countAliases = (request: Message): string[] => {
  const { aggregations = [] } = (request.structuredAggregationQuery ?? {}) as { aggregations?: { alias: string; count?: unknown }[] };
  return aggregations.filter((aggregation) => aggregation.count).map((aggregation) => aggregation.alias);
};

const countedIn = (aliases: string[], response: Message): number => {
  const fields = ((response.result as Message | undefined)?.aggregateFields ?? {}) as Record<string, { integerValue?: unknown }>;
  // The value is a string, a number or a Long, depending on the decoder.
  return aliases.reduce((sum, alias) => sum + Number(String(fields[alias]?.integerValue ?? 0)), 0);
};

/** Every read the SDK makes streams its answer through one of these methods. */
const READ_BILLING: Record<string, (request: Message) => ReadBilling> = {
  // A query: each document it returns, and one when it returns none.
  runQuery: () => ({ units: (response) => (response.document ? 1 : 0), reads: (documents) => Math.max(1, documents) }),
  // Documents by path (get, getAll, a transaction's get): each one asked for, found or missing.
  batchGetDocuments: () => ({ units: (response) => (response.found || response.missing ? 1 : 0), reads: (documents) => documents }),
  // count(): one read per 1,000 index entries counted, at least one.
  runAggregationQuery: (request) => {
    const aliases = countAliases(request);
    return { units: (response) => countedIn(aliases, response), reads: (counted) => Math.max(1, Math.ceil(counted / 1000)) };
  },
};

/** Every write goes through one of these, each entry of `writes` one document. */
const WRITE_METHODS = new Set(['commit', 'batchWrite']);

/**
 * The two funnels of @google-cloud/firestore's Firestore class that every RPC goes through
 * (internal: not in its types). Counting there sees every path to them: get, getAll, queries and
 * their streams, count(), transactions, batches, BulkWriter.
 */
interface RpcFunnels {
  request(method: string, request: Message, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, bidirectional: boolean, request: Message, ...rest: unknown[]): Promise<Readable>;
}

/** The work being measured, its operations and the queries it ran; one at a time, so nothing else in this process may use Firestore meanwhile. */
let measuring: { ops: FirestoreOps; queries: StructuredQuery[] } | undefined;

/** Adds a streamed read's reads to `ops` as its responses are consumed, whichever way the SDK consumes them (each goes through `emit('data')`). */
function tallyReads(stream: Readable, billing: ReadBilling, ops: FirestoreOps): void {
  let units = 0;
  let billed = billing.reads(0);
  ops.reads += billed;
  const emit = stream.emit.bind(stream);
  stream.emit = (event: string | symbol, ...args: unknown[]) => {
    if (event === 'data') {
      units += billing.units(args[0] as Message);
      const reads = billing.reads(units);
      ops.reads += reads - billed;
      billed = reads;
    }
    return emit(event, ...args);
  };
}

/**
 * Counts, from now until the answered function is called, the reads and writes of every
 * Firestore client of `db`'s SDK (its class's prototype) made inside `counted`. Throws when this
 * SDK has no such funnels: the figures would be zeros, not measurements.
 */
export function countFirestoreOps(db: Firestore): () => void {
  const funnels = Object.getPrototypeOf(db) as RpcFunnels;
  const { request, requestStream } = funnels;
  if (typeof request !== 'function' || typeof requestStream !== 'function') {
    throw new Error("this version of @google-cloud/firestore has no request/requestStream funnels to count Firestore's operations at");
  }
  funnels.request = async function (this: RpcFunnels, method, body, ...rest) {
    const work = measuring;
    const result = await request.call(this, method, body, ...rest);
    if (work && WRITE_METHODS.has(method)) work.ops.writes += ((body.writes as unknown[] | undefined) ?? []).length;
    return result;
  };
  funnels.requestStream = async function (this: RpcFunnels, method, bidirectional, body, ...rest) {
    const work = measuring;
    // As it is sent: the stream is handed over only once its first answer has come.
    const query = work && queryOf(method, body);
    if (query) work.queries.push(query);
    const stream = await requestStream.call(this, method, bidirectional, body, ...rest);
    const billing = READ_BILLING[method];
    if (work && billing) tallyReads(stream, billing(body), work.ops);
    return stream;
  };
  return () => {
    funnels.request = request;
    funnels.requestStream = requestStream;
  };
}

/** Runs `work` and answers it with the Firestore operations it made and the queries it ran (countFirestoreOps first). */
export async function counted<T>(work: () => Promise<T>): Promise<{ result: T; ops: FirestoreOps; queries: StructuredQuery[] }> {
  if (measuring) throw new Error('one measurement at a time: the counts would mix');
  const ops: FirestoreOps = { reads: 0, writes: 0 };
  const queries: StructuredQuery[] = [];
  measuring = { ops, queries };
  try {
    return { result: await work(), ops, queries };
  } finally {
    measuring = undefined;
  }
}
