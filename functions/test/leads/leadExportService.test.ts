import { LEAD_EXPORT_FAILED_MESSAGE, LEAD_EXPORT_STALE_MS, type Lead, type LeadMatchQuery } from '@estate/domain';
import type { LeadExportRepository, StoredLeadExport } from '../../src/leads/export/leadExportRepository';
import { leadExportService } from '../../src/leads/export/leadExportService';

const ADMIN = { uid: 'admin-1', role: 'admin' as const };
const QUERY: LeadMatchQuery = { search: '', source: 'all', status: 'all', owner: 'all', sortOrder: 'desc' };
const T0 = Date.parse('2026-11-28T12:00:00Z');

/** The repository in memory, with the parts it was given kept as they came. */
function memoryExports() {
  const stored = new Map<string, StoredLeadExport>();
  const parts = new Map<string, Buffer[]>();
  let next = 0;
  const repo = {
    async create(requestedBy, query) {
      const made: StoredLeadExport = { id: `e${++next}`, status: 'preparing', requestedBy, query, requestedAt: new Date(T0).toISOString() };
      stored.set(made.id, made);
      return made;
    },
    get: async (id) => stored.get(id),
    async claim(id) {
      const found = stored.get(id);
      if (!found || found.startedAt) return undefined;
      found.startedAt = new Date(T0).toISOString();
      return found;
    },
    async writePart(id, index, bytes) {
      const list = parts.get(id) ?? [];
      list[index] = Buffer.from(bytes);
      parts.set(id, list);
    },
    async finish(id, result) {
      Object.assign(stored.get(id)!, { status: 'ready', ...result });
    },
    async fail(id, message) {
      Object.assign(stored.get(id)!, { status: 'failed', message });
    },
    async *parts(id, count) {
      yield* (parts.get(id) ?? []).slice(0, count);
    },
  } satisfies LeadExportRepository;
  return { repo, parts };
}

const lead = (n: number): Lead =>
  ({ id: `lead-${n}`, createdAt: new Date(T0).toISOString(), name: `Lead ${n} ${'é'.repeat(40)}`, email: '', status: 'New' }) as Lead;

function service(pages: Lead[][] | Error, options: { partBytes?: number; now?: () => number } = {}) {
  const { repo, parts } = memoryExports();
  const logged: string[] = [];
  const exporter = leadExportService({
    store: repo,
    leads: {
      everyMatch: () =>
        (async function* () {
          if (pages instanceof Error) throw pages;
          yield* pages;
        })(),
    },
    staffNames: async () => new Map(),
    logger: { error: (message) => logged.push(message) },
    now: options.now ?? (() => T0),
    ...(options.partBytes ? { partBytes: options.partBytes } : {}),
  });
  return { exporter, parts, logged };
}

const text = async (bytes: AsyncIterable<Buffer>) => {
  const all: Buffer[] = [];
  for await (const part of bytes) all.push(part);
  return Buffer.concat(all).toString('utf8');
};

describe('leadExportService', () => {
  it('stores the CSV in parts of at most the part size, which join back into the whole file, multi-byte letters intact', async () => {
    const { exporter, parts } = service([[lead(1), lead(2)], [lead(3)]], { partBytes: 100 });
    const { id } = await exporter.start(QUERY, ADMIN);
    await exporter.prepare(id);
    const stored = parts.get(id)!;
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.every((part) => part.length <= 100)).toBe(true);
    expect(await exporter.status(id, ADMIN)).toMatchObject({ status: 'ready', rows: 3, fileName: 'leads-2026-11-28.csv' });
    const csv = await text((await exporter.file(id, ADMIN)).bytes);
    expect(csv.split('\r\n').map((row) => row.split(',')[2])).toEqual(['"name"', ...[1, 2, 3].map((n) => `"Lead ${n} ${'é'.repeat(40)}"`)]);
  });

  it('prepares an export once, however often its event is delivered', async () => {
    const { exporter, parts } = service([[lead(1)]]);
    const { id } = await exporter.start(QUERY, ADMIN);
    await Promise.all([exporter.prepare(id), exporter.prepare(id)]);
    expect(parts.get(id)).toHaveLength(1);
  });

  it('records a failed run for the dashboard, and logs why', async () => {
    const { exporter, logged } = service(new Error('Firestore is down'));
    const { id } = await exporter.start(QUERY, ADMIN);
    await exporter.prepare(id);
    expect(await exporter.status(id, ADMIN)).toMatchObject({ status: 'failed', message: LEAD_EXPORT_FAILED_MESSAGE });
    expect(logged).toEqual([`Lead export ${id} failed`]);
  });

  it('tells an export whose run never ended as failed once it is stale', async () => {
    let now = T0;
    const { exporter } = service([[lead(1)]], { now: () => now });
    const { id } = await exporter.start(QUERY, ADMIN);
    expect((await exporter.status(id, ADMIN)).status).toBe('preparing');
    now = T0 + LEAD_EXPORT_STALE_MS + 1;
    expect(await exporter.status(id, ADMIN)).toMatchObject({ status: 'failed', message: LEAD_EXPORT_FAILED_MESSAGE });
  });

  it('waits for an export only as long as it is told, then answers it still preparing', async () => {
    let now = T0;
    const { exporter } = service([[lead(1)]], { now: () => (now += 10) });
    const { id } = await exporter.start(QUERY, ADMIN);
    expect((await exporter.settled(id, ADMIN, 50, 1)).status).toBe('preparing');
    await exporter.prepare(id);
    expect((await exporter.settled(id, ADMIN, 50, 1)).status).toBe('ready');
  });
});
