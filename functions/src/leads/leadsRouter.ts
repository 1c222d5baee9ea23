import { Router, type Request, type RequestHandler } from 'express';
import {
  deleteLeadsSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
  PAGE_HEADERS,
  type LeadClientProfile,
  type LeadNoteInput,
  type LeadUpdateInput,
} from '@estate/domain';
import type { Store } from 'express-rate-limit';
import {
  type ListingReaderOf,
  type AppCheckVerifier,
  type AppConfig,
  noStore,
  perClientPerMinute,
  requireAppCheck,
  requireAdmin,
  requireStaff,
  staffOf,
  validateBody,
  validated,
  decodeCursor,
  encodeCursor,
  isCursorId,
  isTimestampParts,
} from '../platform';
import { auditedBy, routePattern, type AuditTrail } from '../audit';
import type { LeadPipeline } from './leadPipelineService';
import type { LeadPosition, LeadService } from './leadService';

const leadCursor = ({ id, createdAt }: LeadPosition) => encodeCursor([id, createdAt.seconds, createdAt.nanoseconds]);

const decodeLeadCursor = (cursor: string): LeadPosition =>
  decodeCursor(cursor, 3, ([id, seconds, nanoseconds]) =>
    isCursorId(id) && isTimestampParts(seconds, nanoseconds)
      ? { id, createdAt: { seconds: seconds as number, nanoseconds: nanoseconds as number } }
      : undefined,
  );

/** A visitor sends a lead or two; a client sending more per minute is most likely a script. */
export const LEADS_PER_MINUTE = 10;

/**
 * POST /leads (public); listing and the pipeline for staff (exports: export/leadExportsRouter), each agent within their own
 * and the unassigned leads (services/leadAccess); deletion for admins.
 */
export interface LeadsRouterDeps {
  leads: LeadService;
  /** requireRecentFactor: a second factor within the last 5 minutes (docs/product/dashboard.md#step-up). */
  stepUp: RequestHandler;
  stages: LeadPipeline;
  config: AppConfig;
  /** Where submissions per client are counted. */
  submissionLimits: Store;
  /** The client account opened with an address, as the lead's panel shows it (null: none). */
  clientProfiles: (email: string) => Promise<LeadClientProfile | null>;
  /** Who the request's session is to the listing gate (a showing request's listing must be theirs to see). */
  listingReaderOf: ListingReaderOf;
  /** Verifies a lead form's App Check token (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
  /** Where a staff member's read of a lead's details or a client's account is recorded. */
  audit: Pick<AuditTrail, 'record'>;
}

export function leadsRouter({
  leads,
  stages,
  config,
  submissionLimits,
  clientProfiles,
  listingReaderOf,
  appCheck,
  audit,
  stepUp,
}: LeadsRouterDeps): Router {
  const router = Router();
  const staffOnly = [noStore, requireStaff];
  const adminOnly = [noStore, requireAdmin];

  // A retry with the same Idempotency-Key answers exactly what the first request did: 201, same id.
  router.post('/leads', requireAppCheck(appCheck), perClientPerMinute(LEADS_PER_MINUTE, config, submissionLimits), async (req, res) => {
    const id = await leads.submit(req.body, req.get('Idempotency-Key'), await listingReaderOf(req.session));
    res.status(201).json({ id, message: 'Lead received' });
  });

  // GET /debug/leads is the path the dashboard calls (docs/product/api.md#api); GET /leads is its REST name.
  // A page of leads as the JSON array docs/product/api.md#api reads; the next page (and, with the first, the total) in headers.
  router.get(['/leads', '/debug/leads'], ...staffOnly, async (req, res) => {
    const query = await validated(leadListQuerySchema, req.query);
    const page = await leads.list(query, staffOf(req), query.cursor ? decodeLeadCursor(query.cursor) : undefined);
    if (page.total !== undefined) res.set(PAGE_HEADERS.totalCount, String(page.total));
    if (page.next) res.set(PAGE_HEADERS.nextCursor, leadCursor(page.next));
    res.json(page.leads);
  });

  // The pipeline. Both answer what changed: the lead, or the new note.
  router.patch('/leads/:id', ...staffOnly, validateBody(leadUpdateSchema), async (req, res) => {
    res.json(await stages.update(String(req.params.id), req.body as LeadUpdateInput, staffOf(req)));
  });

  /** The request's lead if the caller may see it (404 otherwise), its read recorded in the audit log. */
  const readLead = async (req: Request) => {
    const id = String(req.params.id);
    const lead = await leads.visible(id, staffOf(req));
    await audit.record(auditedBy(req), {
      action: 'lead.read',
      record: { kind: 'lead', id },
      route: routePattern(req),
      concerns: [lead.email],
    });
    return lead;
  };

  // One lead's details, as the list holds it; 404 for a lead the caller may not see. A read the audit log records.
  router.get('/leads/:id', ...staffOnly, async (req, res) => {
    res.json(await readLead(req));
  });

  // The same person's other inquiries (same email or phone); nothing is merged. The lead's details
  // panel asks for them each time it opens: the audit log's read of the lead's details.
  router.get('/leads/:id/related', ...staffOnly, async (req, res) => {
    const lead = await readLead(req);
    res.json(await leads.related(lead.id, staffOf(req)));
  });

  // The person's client account: the homes they share with their agent, and what they viewed with consent.
  router.get('/leads/:id/client', ...staffOnly, async (req, res) => {
    const id = String(req.params.id);
    const lead = await leads.visible(id, staffOf(req));
    const profile = lead.email ? await clientProfiles(lead.email) : null;
    if (profile) {
      await audit.record(auditedBy(req), {
        action: 'client.read',
        record: { kind: 'lead', id },
        route: routePattern(req),
        concerns: [profile.email],
      });
    }
    res.json({ profile });
  });

  router.post('/leads/:id/notes', ...staffOnly, validateBody(leadNoteSchema), async (req, res) => {
    res.status(201).json(await stages.addNote(String(req.params.id), req.body as LeadNoteInput, staffOf(req)));
  });

  // The signed-in staff member takes an unassigned lead; answers it.
  router.post('/leads/:id/claim', ...staffOnly, async (req, res) => {
    res.json(await stages.claim(String(req.params.id), staffOf(req)));
  });

  router.delete('/leads/:id', ...adminOnly, stepUp, async (req, res) => {
    await leads.remove(String(req.params.id));
    res.json({ message: 'Lead deleted' });
  });

  router.delete('/leads', ...adminOnly, stepUp, async (req, res) => {
    const { ids } = await validated(deleteLeadsSchema, req.body);
    res.json({ deleted: await leads.removeMany(ids) });
  });

  return router;
}
