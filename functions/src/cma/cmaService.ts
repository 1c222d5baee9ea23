import {
  adjustmentLines,
  agencyToday,
  CMA_TEXTS,
  cmaAdjustedPrice,
  cmaChoicesSchema,
  cmaEstimate,
  cmaListQuerySchema,
  isShownTo,
  newCmaSchema,
  VISITOR,
  type Cma,
  type CmaComparableChoice,
  type CmaHome,
  type CmaPublished,
  type CmaReport,
  type CmaSummary,
  type CmaWorkspace,
  type IsoDate,
  type Lead,
  type User,
} from '@estate/domain';
import { checkMayWorkOn, type LeadViewer } from '../leads';
import { badRequest, notFound, validated } from '../platform';
import type { ValuationSalesRepository } from '../valuation';
import type { CmaCandidates } from './cmaCandidates';
import { cmaUrls, type CmaLinks } from './cmaLinks';
import type { CmaRepository, StoredCma } from './cmaRepository';

export interface CmaServiceDeps {
  cmas: CmaRepository;
  candidatesOf: (home: CmaHome) => Promise<CmaCandidates>;
  /** A lead the viewer may see (404 otherwise), as the leads' own routes read it. */
  visibleLead: (id: string, viewer: LeadViewer) => Promise<Lead>;
  /** A lead whatever its owner, to let its owner open a CMA a colleague built for it. */
  lead: (id: string) => Promise<Lead | undefined>;
  /** The home's listing, to name its address when a lead's home was matched to one. */
  sales: Pick<ValuationSalesRepository, 'listing'>;
  staffMember: (uid: string) => Promise<Pick<User, 'name' | 'email' | 'phone'> | null | undefined>;
  links: CmaLinks;
  siteOrigin: string;
  now?: () => Date;
  today?: () => IsoDate;
}

const cmaNotFound = () => notFound(CMA_TEXTS.notFoundMessage);

/** Those of `choices` whose candidate is gone, and those still there, in the agent's order. */
function sortedChoices(cma: Pick<StoredCma, 'comparables' | 'competition'>, candidates: CmaCandidates) {
  const sales = new Map(candidates.sales.map((sale) => [sale.id, sale]));
  const listings = new Map(candidates.competition.map((listing) => [listing.id, listing]));
  const comparables = cma.comparables.flatMap((choice) => {
    const candidate = sales.get(choice.id);
    return candidate ? [{ candidate, lines: choice.lines }] : [];
  });
  const competition = cma.competition.flatMap((id) => listings.get(id) ?? []);
  const unavailable = [
    ...cma.comparables.map(({ id }) => id).filter((id) => !sales.has(id)),
    ...cma.competition.filter((id) => !listings.has(id)),
  ];
  return { comparables, competition, unavailable };
}

/**
 * docs/product/cma.md: an agent's CMA, from a seller lead's home or an address and facts; its
 * choices among the candidates, checked against them at each save; published, its report frozen,
 * its link signed, and a copy on the lead with a timeline entry.
 */
export function cmaService({
  cmas,
  candidatesOf,
  visibleLead,
  lead: leadOf,
  sales,
  staffMember,
  links,
  siteOrigin,
  now = () => new Date(),
  today = () => agencyToday(),
}: CmaServiceDeps) {
  function answer({ token, report: _report, lastVisitDay: _day, ...cma }: StoredCma): Cma {
    if (!token) return cma;
    const { page, pdf } = cmaUrls(siteOrigin, token);
    return { ...cma, link: page, pdfLink: pdf };
  }

  /** The CMA if the viewer may work on it: an admin any, an agent their own and those of the leads they own. */
  async function workable(id: string, viewer: LeadViewer): Promise<StoredCma> {
    const cma = await cmas.get(id);
    if (!cma) throw cmaNotFound();
    if (viewer.role === 'admin' || cma.createdBy === viewer.uid) return cma;
    const lead = cma.leadId ? await leadOf(cma.leadId) : undefined;
    if (lead?.ownerId !== viewer.uid) throw cmaNotFound();
    return cma;
  }

  async function workspace(cma: StoredCma, candidates?: CmaCandidates): Promise<CmaWorkspace> {
    const found = candidates ?? (await candidatesOf(cma.home));
    const { comparables, unavailable } = sortedChoices(cma, found);
    return {
      cma: answer(cma),
      candidates: found.sales,
      competitionCandidates: found.competition,
      unavailable,
      estimate: cmaEstimate(comparables),
    };
  }

  /** The address of the public listing a lead's home was matched to; never a withheld one. */
  async function listingAddress(id: string | undefined): Promise<string | undefined> {
    const listing = id ? await sales.listing(id) : undefined;
    return listing && isShownTo(listing, VISITOR) && !listing.mls?.addressWithheld ? listing.address : undefined;
  }

  async function homeOf(input: Awaited<ReturnType<typeof newCma>>, viewer: LeadViewer): Promise<{ home: CmaHome; leadId?: string }> {
    if (!input.leadId) return { home: { ...input.home!, address: input.address! } };
    const lead = await visibleLead(input.leadId, viewer);
    if (!lead.valuation) throw badRequest(CMA_TEXTS.notHomeValueLead);
    const address = input.address ?? (await listingAddress(lead.valuation.listingId)) ?? CMA_TEXTS.homeWithoutAddress;
    return { home: { ...lead.valuation.home, address }, leadId: lead.id };
  }

  const newCma = (body: unknown) => validated(newCmaSchema, body);

  function report(
    cma: StoredCma,
    chosen: ReturnType<typeof sortedChoices>,
    agent: CmaReport['agent'],
    estimate: CmaReport['estimate'],
  ): CmaReport {
    return {
      home: cma.home,
      asOf: today(),
      estimate,
      comparables: chosen.comparables.map(({ candidate, lines }) => {
        const { id, address, neighborhood, propertyType, bedrooms, bathrooms, squareFeet, YearBuilt, ClosePrice, CloseDate, distanceKm } =
          candidate;
        return {
          id,
          address,
          ...(neighborhood ? { neighborhood } : {}),
          propertyType,
          bedrooms,
          bathrooms,
          squareFeet,
          ...(YearBuilt === undefined ? {} : { YearBuilt }),
          ClosePrice,
          CloseDate,
          distanceKm,
          lines: adjustmentLines(candidate.adjustments, lines),
          adjustedPrice: cmaAdjustedPrice(candidate, lines),
        };
      }),
      competition: chosen.competition,
      note: cma.note,
      agent,
    };
  }

  return {
    /** POST /api/cmas: a draft whose comparables are the estimate's own; answers the CMA. */
    async create(body: unknown, viewer: LeadViewer): Promise<Cma> {
      const { home, leadId } = await homeOf(await newCma(body), viewer);
      const candidates = await candidatesOf(home);
      const at = now().toISOString();
      const cma: StoredCma = {
        id: cmas.newId(),
        ...(leadId ? { leadId } : {}),
        createdBy: viewer.uid,
        createdAt: at,
        updatedAt: at,
        status: 'draft',
        home,
        comparables: candidates.estimated.map((id): CmaComparableChoice => ({ id, lines: [] })),
        competition: [],
        note: '',
      };
      await cmas.create(cma);
      return answer(cma);
    },

    async get(id: string, viewer: LeadViewer): Promise<CmaWorkspace> {
      return workspace(await workable(id, viewer));
    },

    /** PUT /api/cmas/:id: the choices whole, each id one of the candidates (400 otherwise). */
    async save(id: string, body: unknown, viewer: LeadViewer): Promise<CmaWorkspace> {
      const cma = await workable(id, viewer);
      const input = await validated(cmaChoicesSchema, body);
      const home = input.address ? { ...cma.home, address: input.address } : cma.home;
      const candidates = await candidatesOf(home);
      const choices = {
        home,
        comparables: input.comparables.map(({ id: saleId, lines }) => ({
          id: saleId,
          lines: lines.map(({ label, dollars, replaces }) => ({ label, dollars, ...(replaces ? { replaces } : {}) })),
        })),
        competition: input.competition,
        note: input.note,
        updatedAt: now().toISOString(),
      };
      const [gone] = sortedChoices(choices, candidates).unavailable;
      if (gone) throw badRequest(`${gone} ${CMA_TEXTS.notCandidate}`);
      await cmas.saveChoices(cma.id, choices);
      return workspace({ ...cma, ...choices }, candidates);
    },

    /**
     * POST /api/cmas/:id/publish: the report frozen from the choices as they are (400 while one is
     * no longer a candidate, or too few are chosen), the owner's link (the same at each publish),
     * the lead's copy and its timeline's 'CMA published' (an agent claims an unassigned lead first).
     */
    async publish(id: string, viewer: LeadViewer): Promise<CmaPublished> {
      const cma = await workable(id, viewer);
      const chosen = sortedChoices(cma, await candidatesOf(cma.home));
      const [gone] = chosen.unavailable;
      if (gone) throw badRequest(`${gone} ${CMA_TEXTS.notCandidate}`);
      const estimate = cmaEstimate(chosen.comparables);
      if (!estimate) throw badRequest(CMA_TEXTS.tooFewToPublish);
      const member = await staffMember(viewer.uid);
      const agent = { name: member?.name ?? '', email: member?.email ?? '', ...(member?.phone ? { phone: member.phone } : {}) };
      const token = cma.token ?? links.sign({ cmaId: cma.id });
      const { page, pdf } = cmaUrls(siteOrigin, token);
      const publishedAt = now().toISOString();
      const copy = { id: cma.id, publishedAt, link: page };
      await cmas.publish(
        cma.id,
        { report: report(cma, chosen, agent, estimate), publishedAt, token },
        cma.leadId
          ? {
              id: cma.leadId,
              decide: (lead) => {
                checkMayWorkOn(viewer, lead);
                return {
                  activity: [
                    { type: 'cma', at: publishedAt, actorId: viewer.uid, actorName: agent.name, detail: CMA_TEXTS.publishedActivity },
                  ],
                  cmas: [...(lead.cmas ?? []).filter((other) => other.id !== cma.id), copy],
                };
              },
            }
          : undefined,
      );
      return { ...copy, pdfLink: pdf };
    },

    /** GET /api/cmas: a lead's CMAs (the lead the viewer's to see), or without leadId the viewer's own. */
    async list(query: unknown, viewer: LeadViewer): Promise<CmaSummary[]> {
      const { leadId } = await validated(cmaListQuerySchema, query);
      if (leadId) await visibleLead(leadId, viewer);
      const found = leadId ? await cmas.byLead(leadId) : await cmas.byCreator(viewer.uid);
      return found.map((stored) => {
        const { id, leadId: lead, status, createdAt, publishedAt, link } = answer(stored);
        return {
          id,
          ...(lead ? { leadId: lead } : {}),
          status,
          createdAt,
          ...(publishedAt ? { publishedAt } : {}),
          ...(link ? { link } : {}),
          address: stored.home.address,
        };
      });
    },
  };
}

export type CmaService = ReturnType<typeof cmaService>;
