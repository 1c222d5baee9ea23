/**
 * The agent's CMA (docs/product/cma.md): the home, the comparables the agent chose with their own
 * adjustment lines, the competition, a note; a draft until published, when what the owner sees is
 * frozen as its report.
 */
import type { IsoDate } from '../listings/listingLifecycle';
import type { StandardStatus } from '../listings/listingLifecycle';
import type { ComparableAdjustments } from '../valuation/comparableAdjustment';
import type { ValuationConfidence } from '../valuation/valuationEstimate';
import type { ShownComparable } from '../valuation/valuationAnswer';
import type { ValuationSubject } from '../valuation/valuationSubject';

export type CmaStatus = 'draft' | 'published';

/** The home: the facts the estimate takes, and its address as the owner's page shows it. */
export interface CmaHome extends ValuationSubject {
  address: string;
}

/** A fitted adjustment's key, which an agent's line may replace, in the order the lines show them. */
export type FittedAdjustment = keyof ComparableAdjustments;
export const FITTED_ADJUSTMENTS: readonly FittedAdjustment[] = ['squareFeet', 'bedrooms', 'bathrooms', 'age', 'condition'];

/** The agent's own line on a comparable: it replaces the fitted adjustment it names, else it adds to them. */
export interface CmaAdjustmentLine {
  label: string;
  /** Whole dollars added to the sale's price (negative: taken off). */
  dollars: number;
  replaces?: FittedAdjustment;
}

/** A comparable the agent chose: the sale's id and their lines. */
export interface CmaComparableChoice {
  id: string;
  lines: CmaAdjustmentLine[];
}

/** A sale the editor offers: its public facts and fitted adjustments, and its weight in the estimate (staff only). */
export interface CmaCandidate extends ShownComparable {
  weight: number;
}

/** An active or pending listing of the same type nearby, as the editor offers it and the owner's page lists it. */
export interface CompetitionListing {
  id: string;
  address: string;
  neighborhood?: string;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  price: number;
  StandardStatus: StandardStatus;
  /** From the home, in km, to one decimal; null when either has no position. */
  distanceKm: number | null;
}

export interface CmaEstimate {
  value: number;
  low: number;
  high: number;
  confidence: ValuationConfidence;
}

/** One line as the owner reads it: the fitted ones the agent kept, then the agent's. */
export interface ShownAdjustmentLine {
  label: string;
  dollars: number;
}

/** A comparable as the owner's page shows it. */
export interface CmaReportComparable extends Pick<
  ShownComparable,
  | 'id'
  | 'address'
  | 'neighborhood'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'YearBuilt'
  | 'ClosePrice'
  | 'CloseDate'
  | 'distanceKm'
> {
  lines: ShownAdjustmentLine[];
  adjustedPrice: number;
}

/** What the owner sees, frozen when the CMA is published. */
export interface CmaReport {
  home: CmaHome;
  /** The agency's day it was published. */
  asOf: IsoDate;
  estimate: CmaEstimate;
  comparables: CmaReportComparable[];
  competition: CompetitionListing[];
  note: string;
  agent: { name: string; email: string; phone?: string };
}

/** A CMA as the staff routes answer it. */
export interface Cma {
  id: string;
  /** The seller lead it was built from, if any. */
  leadId?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  status: CmaStatus;
  home: CmaHome;
  comparables: CmaComparableChoice[];
  competition: string[];
  note: string;
  /** Once published: when last, and the owner's links. */
  publishedAt?: string;
  link?: string;
  pdfLink?: string;
}

/** GET /api/cmas/:id and PUT: the CMA, what it may choose from, and the estimate of its choices (null: too few). */
export interface CmaWorkspace {
  cma: Cma;
  candidates: CmaCandidate[];
  competitionCandidates: CompetitionListing[];
  /** Chosen ids no longer among the candidates: publishing is refused until they are removed. */
  unavailable: string[];
  estimate: CmaEstimate | null;
}

/** The copy a published CMA leaves on its lead. */
export interface LeadCma {
  id: string;
  publishedAt: string;
  link: string;
}

/** POST /api/cmas/:id/publish answers the owner's links. */
export interface CmaPublished extends LeadCma {
  pdfLink: string;
}

/** GET /api/cmas?leadId=: the lead's CMAs, or without it the caller's own, newest first. */
export type CmaSummary = Pick<Cma, 'id' | 'leadId' | 'status' | 'createdAt' | 'publishedAt' | 'link'> & { address: string };
