import type { LeadDelivery } from './leadMail';
import type { LeadActivity, LeadNote, LeadStatus } from './leadPipeline';
import type { LeadSource } from './leadSources';
import type { HomeValuation } from '../valuation/homeValueLead';
import type { LeadCma } from '../cma/cma';

/** A lead as it travels over the API (docs/product/reference.md#entities; dates as ISO 8601 strings). */
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
  /** A home valuation's (home_value): the home, the estimate the server made, the consents. */
  valuation?: HomeValuation;
  /** The CMAs an agent published for the home (docs/product/cma.md): a copy of each one's link, oldest first; the homeowner report links the newest. */
  cmas?: LeadCma[];
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
