import type { ListingLifecycle, ListingStatusFilter, StaffStatusFilter } from './listingLifecycle';
/**
 * Entities of docs/product/reference.md#entities as they travel over the API (dates as ISO 8601 strings).
 * Firestore adapters convert Timestamps at the edge, so nothing else sees them.
 */
import type { AppCheckRefusal } from './constants/appCheck';
import type { LeadDelivery } from './constants/leadMail';
import type { LeadActivity, LeadNote, LeadStatus } from './constants/leadPipeline';
import type { LeadSource } from './constants/leadSources';
import type { NeighborhoodName } from './constants/neighborhoods';
import type { PropertyType } from './constants/propertyTypes';
import type { Role } from './constants/staffRoles';
import type { ListingVisibility } from './privateListings/listingVisibility';

export interface User {
  id: string;
  username: string;
  name: string;
  email: string;
  phone?: string;
  role: Role;
  /** An agent who takes new leads when automatic assignment is on; absent for admins. */
  available?: boolean;
}

/** GET /api/staff: who a lead may be assigned to, as every staff member may see them. */
export type StaffMember = Pick<User, 'id' | 'name' | 'role' | 'available'>;

/** A listing: what the form edits, and its life in RESO's words (listingLifecycle.ts); `price` is ListPrice. */
export interface Property extends ListingLifecycle {
  id: string;
  title: string;
  address: string;
  neighborhood: NeighborhoodName;
  price: number;
  /** Image URLs; the first one is the card image. */
  images: string[];
  /** What each photo shows, by its place in `images` (missing or empty: the pages describe it by the listing's title). */
  imageAlts?: string[];
  bedrooms: number;
  /** Half steps allowed (2.5 baths). */
  bathrooms: number;
  squareFeet: number;
  description: string;
  propertyType: PropertyType;
  isFeatured: boolean;
  isNewListing: boolean;
  createdAt: string;
  /** Whether the close price is public ("Sold for $X"); on unless the seller asked otherwise. */
  showSoldPrice: boolean;
  /** Computed when read (daysOnMarket). */
  DaysOnMarket: number;
  /** When the listing last changed, ISO 8601. */
  ModificationTimestamp: string;
  /** Who may see it (docs/product/private-collection.md#private-collection); absent on listings stored before: public. */
  visibility?: ListingVisibility;
  /** RESO's ListAgentKey: the staff uid of the listing's agent, who answers its access requests. */
  ListAgentKey?: string;
  /** The staff uid of who shows the home (docs/product/showings.md#showings); absent: the listing agent. */
  ShowingAgentKey?: string;
}

export interface Neighborhood {
  id: string;
  name: NeighborhoodName;
  shortDescription: string;
  description: string;
  /** Empty means: show the fallback image. */
  imageUrl: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  /** Out of RATING_SCALE. */
  rating: number;
  testimonial: string;
  avatarUrl: string;
}

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The full article, paragraphs separated by blank lines. */
  body: string;
  imageUrl: string;
  category: string;
  publishedAt: string | null;
}

export interface Lead {
  id: string;
  name: string;
  email: string;
  phone?: string;
  interest?: string;
  source: LeadSource;
  message?: string;
  investmentGoals?: string;
  /** Structured showing request (schedule_form); also composed into `message`. */
  propertyId?: string;
  preferredDate?: string;
  preferredTime?: string;
  createdAt: string;
  /** Where the emails this lead set off stand; absent on leads stored before them. */
  delivery?: LeadDelivery;
  /** The pipeline: New until staff move it. */
  status: LeadStatus;
  /** The staff account that owns the lead; absent while nobody does. */
  ownerId?: string;
  notes: LeadNote[];
  /** Received, emails, status and owner changes, notes; oldest first. */
  activity: LeadActivity[];
  /** When staff first changed its status or wrote a note, ISO 8601: the first response. */
  firstResponseAt?: string;
}

export interface PropertyFilter {
  search?: string;
  /** Which statuses: for sale (the default), under contract / pending, sold; admins also off-market and all. */
  status?: ListingStatusFilter | StaffStatusFilter;
  neighborhood?: NeighborhoodName;
  propertyType?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
}

export interface UploadedFile {
  url: string;
  filename: string;
}

export interface UploadResult {
  files: UploadedFile[];
  rejected: { name: string; reason: string }[];
}

/** The one error shape every API failure answers with. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  /** What a client can act on besides the message: why App Check refused a form's request. */
  code?: AppCheckRefusal;
}
