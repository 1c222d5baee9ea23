import { setTimeout as sleep } from 'node:timers/promises';
import {
  LEAD_EXPORT_FAILED_MESSAGE,
  LEAD_EXPORT_NOT_FOUND_MESSAGE,
  LEAD_EXPORT_NOT_READY_MESSAGE,
  LEAD_EXPORT_STALE_MS,
  type Lead,
  type LeadExport,
  type LeadMatchQuery,
} from '@estate/domain';
import { conflict, HttpError, type ErrorLogger, notFound } from '../../platform';
import type { LeadViewer } from '../leadAccess';
import { leadsCsvChunks, leadsCsvFileName } from '../leadsCsv';
import type { LeadService } from '../leadService';
import type { LeadExportRepository, StoredLeadExport } from './leadExportRepository';

/** Bytes per stored part: under Firestore's 1 MiB document limit with room for the fields. */
export const LEAD_EXPORT_PART_BYTES = 900 * 1024;

export interface LeadExportDeps {
  store: LeadExportRepository;
  leads: Pick<LeadService, 'everyMatch'>;
  /** The staff accounts' names by id, read once per export. */
  staffNames: () => Promise<Map<string, string>>;
  logger: ErrorLogger;
  now?: () => number;
  /** Bytes per stored part (LEAD_EXPORT_PART_BYTES; smaller in tests). */
  partBytes?: number;
}

/**
 * Lead exports: asked for in a request, prepared by the onLeadExportRequested trigger (which has
 * 540 s, not Hosting's 60), downloaded once ready. Each is its requester's alone.
 */
export function leadExportService({
  store,
  leads,
  staffNames,
  logger,
  now = Date.now,
  partBytes = LEAD_EXPORT_PART_BYTES,
}: LeadExportDeps) {
  /** What the dashboard sees; an export whose run never ended is told as failed. */
  const shown = (stored: StoredLeadExport): LeadExport => {
    const stale = stored.status === 'preparing' && now() - Date.parse(stored.requestedAt) > LEAD_EXPORT_STALE_MS;
    const { id, requestedAt, fileName, rows, message } = stored;
    if (stale) return { id, requestedAt, status: 'failed', message: LEAD_EXPORT_FAILED_MESSAGE };
    return { id, status: stored.status, requestedAt, ...(fileName ? { fileName, rows } : {}), ...(message ? { message } : {}) };
  };

  const own = async (id: string, viewer: LeadViewer) => {
    const stored = await store.get(id);
    if (!stored || stored.requestedBy.uid !== viewer.uid) throw notFound(LEAD_EXPORT_NOT_FOUND_MESSAGE);
    return stored;
  };

  /** The leads the export covers, counted as they pass. */
  async function* counted(pages: AsyncIterable<Lead[]>, count: { rows: number }) {
    for await (const page of pages) {
      count.rows += page.length;
      yield page;
    }
  }

  return {
    /** Records the request; the trigger prepares it. A query the viewer may not export is refused now. */
    async start(query: LeadMatchQuery, viewer: LeadViewer): Promise<LeadExport> {
      leads.everyMatch(query, viewer);
      return shown(await store.create(viewer, query));
    },

    async status(id: string, viewer: LeadViewer): Promise<LeadExport> {
      return shown(await own(id, viewer));
    },

    /** Asks again until the export is ready or failed, or `withinMs` has passed; answers its last status. */
    async settled(id: string, viewer: LeadViewer, withinMs: number, everyMs = 500): Promise<LeadExport> {
      const until = now() + withinMs;
      let current = await this.status(id, viewer);
      while (current.status === 'preparing' && now() < until) {
        await sleep(everyMs);
        current = await this.status(id, viewer);
      }
      return current;
    },

    /** The ready file: its name and its bytes, part after part. */
    async file(id: string, viewer: LeadViewer): Promise<{ fileName: string; bytes: AsyncIterable<Buffer> }> {
      const stored = await own(id, viewer);
      if (stored.status !== 'ready') throw conflict(LEAD_EXPORT_NOT_READY_MESSAGE);
      return { fileName: stored.fileName!, bytes: store.parts(id, stored.parts ?? 0) };
    },

    /**
     * Prepares the export (the trigger's work): the CSV a page of leads at a time, stored in parts.
     * A redelivered event finds it claimed and does nothing; a failure is recorded for the dashboard.
     */
    async prepare(id: string): Promise<void> {
      const stored = await store.claim(id);
      if (!stored) return;
      try {
        const names = await staffNames();
        const count = { rows: 0 };
        let pending = Buffer.alloc(0);
        let parts = 0;
        const matches = counted(leads.everyMatch(stored.query, stored.requestedBy), count);
        for await (const chunk of leadsCsvChunks(matches, (owner) => names.get(owner) ?? owner)) {
          pending = Buffer.concat([pending, Buffer.from(chunk, 'utf8')]);
          while (pending.length >= partBytes) {
            await store.writePart(id, parts++, pending.subarray(0, partBytes));
            pending = pending.subarray(partBytes);
          }
        }
        if (pending.length > 0 || parts === 0) await store.writePart(id, parts++, pending);
        await store.finish(id, { fileName: leadsCsvFileName(new Date(now())), rows: count.rows, parts });
      } catch (error) {
        logger.error(`Lead export ${id} failed`, { exportId: id, reason: String(error) });
        await store.fail(id, error instanceof HttpError ? error.message : LEAD_EXPORT_FAILED_MESSAGE);
      }
    },
  };
}

export type LeadExportService = ReturnType<typeof leadExportService>;
