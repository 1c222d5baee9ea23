import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LEAD_EXPORT_KEEP_MS, type LeadExportStatus, type LeadMatchQuery } from '@estate/domain';
import { isDocumentId, toIsoString } from '../../platform';
import type { LeadViewer } from '../leadAccess';

/**
 * leadExports/{id} holds each export's request and status; leadExportParts/{id}-{n} its file, in
 * parts under Firestore's 1 MiB document limit. Both are the server's alone (firestore.rules) and
 * deleted by a TTL policy on `expiresAt` a day on (firestore.indexes.json): a lead list is
 * personal data, kept in no public bucket and no longer than the download needs.
 */
export const LEAD_EXPORTS = 'leadExports';
export const LEAD_EXPORT_PARTS = 'leadExportParts';

export interface StoredLeadExport {
  id: string;
  status: LeadExportStatus;
  requestedBy: LeadViewer;
  query: LeadMatchQuery;
  requestedAt: string;
  /** Set by the one run that prepares it. */
  startedAt?: string;
  fileName?: string;
  rows?: number;
  parts?: number;
  message?: string;
}

const partId = (id: string, index: number) => `${id}-${String(index).padStart(5, '0')}`;

export function firestoreLeadExportRepository(db: Firestore, now: () => number = Date.now) {
  const requests = db.collection(LEAD_EXPORTS);
  const expiresAt = () => Timestamp.fromMillis(now() + LEAD_EXPORT_KEEP_MS);
  const read = (id: string, data: FirebaseFirestore.DocumentData): StoredLeadExport => ({
    ...(data as Omit<StoredLeadExport, 'id' | 'requestedAt' | 'startedAt'>),
    id,
    requestedAt: toIsoString(data.requestedAt),
    ...(data.startedAt ? { startedAt: toIsoString(data.startedAt) } : {}),
  });

  return {
    async create(requestedBy: LeadViewer, query: LeadMatchQuery): Promise<StoredLeadExport> {
      const ref = requests.doc();
      const requestedAt = Timestamp.fromMillis(now());
      const stored = { status: 'preparing' as const, requestedBy: { uid: requestedBy.uid, role: requestedBy.role }, query, requestedAt };
      await ref.create({ ...stored, expiresAt: expiresAt() });
      return { ...stored, id: ref.id, requestedAt: toIsoString(requestedAt) };
    },

    async get(id: string): Promise<StoredLeadExport | undefined> {
      // An id from a URL ('..', 'a/b') is no export, not a path Firestore refuses with a 500.
      if (!isDocumentId(id)) return undefined;
      const snapshot = await requests.doc(id).get();
      return snapshot.exists ? read(id, snapshot.data()!) : undefined;
    },

    /** Marks the export started; false when a run already started it (a redelivered event). */
    claim(id: string): Promise<StoredLeadExport | undefined> {
      return db.runTransaction(async (transaction) => {
        const ref = requests.doc(id);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists || snapshot.get('status') !== 'preparing' || snapshot.get('startedAt')) return undefined;
        transaction.update(ref, { startedAt: Timestamp.fromMillis(now()) });
        return read(id, snapshot.data()!);
      });
    },

    async writePart(id: string, index: number, bytes: Buffer): Promise<void> {
      await db.collection(LEAD_EXPORT_PARTS).doc(partId(id, index)).set({ bytes, expiresAt: expiresAt() });
    },

    async finish(id: string, result: { fileName: string; rows: number; parts: number }): Promise<void> {
      await requests.doc(id).update({ status: 'ready', ...result });
    },

    async fail(id: string, message: string): Promise<void> {
      await requests.doc(id).update({ status: 'failed', message });
    },

    /** The file's bytes, part after part. */
    async *parts(id: string, count: number): AsyncGenerator<Buffer> {
      for (let index = 0; index < count; index++) {
        const snapshot = await db.collection(LEAD_EXPORT_PARTS).doc(partId(id, index)).get();
        const bytes = snapshot.get('bytes') as Buffer | undefined;
        if (!bytes) throw new Error(`Part ${index} of lead export ${id} is missing`);
        yield Buffer.from(bytes);
      }
    },
  };
}

export type LeadExportRepository = ReturnType<typeof firestoreLeadExportRepository>;
