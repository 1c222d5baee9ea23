import { PassThrough, Readable } from 'node:stream';
import type { Firestore } from 'firebase-admin/firestore';
import { counted, countFirestoreOps } from './firestoreOps';

/** Stands in for @google-cloud/firestore's Firestore: its two RPC funnels, answering canned responses. */
class FakeFirestore {
  constructor(private readonly responses: Record<string, object[]>) {}
  async request(method: string, _request?: object): Promise<unknown> {
    return { method };
  }
  async requestStream(method: string, _bidirectional?: boolean, _request?: object): Promise<Readable> {
    return Readable.from(this.responses[method] ?? []);
  }
}

const asFirestore = (fake: FakeFirestore) => fake as unknown as Firestore;

/** Reads a stream the way the SDK's document reader does: async iteration. */
async function drain(stream: Readable): Promise<void> {
  for await (const _response of stream);
}

/** Reads a stream the way the SDK's queries do: piped on. */
async function pipeOn(stream: Readable): Promise<void> {
  const sink = stream.pipe(new PassThrough({ objectMode: true }));
  sink.resume();
  await new Promise((resolve) => sink.on('end', resolve));
}

describe('countFirestoreOps', () => {
  const aggregation = {
    structuredAggregationQuery: {
      aggregations: [
        { alias: 'aggregate_0', count: {} },
        { alias: 'aggregate_1', sum: { field: { fieldPath: 'price' } } },
      ],
    },
  };
  const fake = new FakeFirestore({
    runQuery: [{ readTime: {} }, { document: { name: 'a' } }, { document: { name: 'b' } }, { document: { name: 'c' }, done: true }],
    batchGetDocuments: [{ transaction: Buffer.from('t') }, { found: { name: 'a' } }, { missing: 'b' }],
    runAggregationQuery: [{ result: { aggregateFields: { aggregate_0: { integerValue: '20005' }, aggregate_1: { integerValue: '7' } } } }],
    listen: [{ documentChange: {} }],
  });
  let restore: () => void;
  beforeAll(() => {
    restore = countFirestoreOps(asFirestore(fake));
  });
  afterAll(() => restore());

  it('counts each document a query returns, whichever way the stream is read', async () => {
    expect((await counted(async () => drain(await fake.requestStream('runQuery')))).ops).toEqual({ reads: 3, writes: 0 });
    expect((await counted(async () => pipeOn(await fake.requestStream('runQuery')))).ops).toEqual({ reads: 3, writes: 0 });
  });

  it('bills a query that finds nothing one read', async () => {
    const empty = new FakeFirestore({ runQuery: [{ readTime: {}, done: true }] });
    expect((await counted(async () => drain(await empty.requestStream('runQuery')))).ops.reads).toBe(1);
  });

  it('counts documents asked for by path, found or missing', async () => {
    expect((await counted(async () => drain(await fake.requestStream('batchGetDocuments')))).ops.reads).toBe(2);
  });

  it("bills a count one read per 1,000 entries counted, the sum's value aside", async () => {
    const { ops } = await counted(async () => drain(await fake.requestStream('runAggregationQuery', false, aggregation)));
    expect(ops.reads).toBe(21);
  });

  it('counts every write of a commit or a batch write, and nothing for other calls', async () => {
    const { ops } = await counted(async () => {
      await fake.request('commit', { writes: [{ update: {} }, { delete: 'x' }] });
      await fake.request('batchWrite', { writes: [{ update: {} }] });
      await fake.request('beginTransaction', {});
      await drain(await fake.requestStream('listen'));
    });
    expect(ops).toEqual({ reads: 0, writes: 3 });
  });

  it('answers the queries a measurement ran, those of a count() included, and no read by path', async () => {
    const query = { from: [{ collectionId: 'properties' }], orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }] };
    const { queries } = await counted(async () => {
      await drain(await fake.requestStream('runQuery', false, { structuredQuery: query }));
      await drain(
        await fake.requestStream('runAggregationQuery', false, {
          structuredAggregationQuery: { ...aggregation.structuredAggregationQuery, structuredQuery: query },
        }),
      );
      await drain(await fake.requestStream('batchGetDocuments', false, { documents: ['a'] }));
    });
    expect(queries).toEqual([query, query]);
  });

  it('counts a call in the measurement it was made in, and refuses two at once', async () => {
    const before = await fake.requestStream('runQuery');
    expect((await counted(() => drain(before))).ops.reads).toBe(0);
    await expect(counted(() => counted(async () => undefined))).rejects.toThrow('one measurement at a time');
  });

  it('refuses an SDK without the funnels', () => {
    expect(() => countFirestoreOps({} as Firestore)).toThrow('no request/requestStream');
  });
});
