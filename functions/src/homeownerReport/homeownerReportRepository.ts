import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { HOMEOWNER_REPORT_RULES, type Consent, type HomeValuation, type Lead, type LeadActivity } from '@estate/domain';
import { LEADS, type LeadRecords, type LeadRepository } from '../leads';
import { isDocumentId, toIsoString, type MailOutbox, type OutboxEntry } from '../platform';

/**
 * homeownerReports/{leadId}: the owner's reading of their reports (the last one sent, the recent
 * opens, the last staff alert); homeownerReports/{leadId}/months/{YYYY-MM}: one a month, created with
 * the email's queuing in one transaction, so a month's report is queued once whatever runs again.
 */
export const HOMEOWNER_REPORTS = 'homeownerReports';
const MONTHS = 'months';

/** What a report showed, for the next one: its estimate and the sales and listings it listed. */
export interface SentReport {
  month: string;
  /** ISO 8601. */
  queuedAt: string;
  estimate: HomeValuation['estimate'];
  saleIds: string[];
  listingIds: string[];
}

/** What is kept of a lead's reports, as its person downloads it (ISO dates). */
export interface HomeownerReportRecord {
  last?: SentReport;
  /** The opens of the alert's window. */
  recentOpens: string[];
  openAlertAt?: string;
  /** Each month's report, oldest first, with its opens. */
  months: (SentReport & { opens: string[] })[];
}

/** A report of this month, ready to be queued. */
export interface ReportToQueue extends SentReport {
  leadId: string;
  mail: OutboxEntry;
}

export interface HomeownerReportRepository extends LeadRecords {
  /** A page of the seller leads whose owner consents to the report now, in id order after `after`; `next` is absent on the last page. */
  consenting(after: string | undefined, limit: number): Promise<{ leads: Lead[]; next?: string }>;
  /** The owner's last report, if any. */
  lastReport(leadId: string): Promise<SentReport | undefined>;
  /** Whether the month's report was queued already. */
  queuedFor(leadId: string, month: string): Promise<boolean>;
  /**
   * Creates the month's record and queues its email, in one transaction: 'already' when the month's
   * record exists, 'withdrawn' when the lead is gone or its owner no longer consents.
   */
  queue(report: ReportToQueue): Promise<'queued' | 'already' | 'withdrawn'>;
  /**
   * Notes an open of the month's report at `at`; when it is the second open within the alert window,
   * no alert was sent within it and the owner agreed to be contacted, `alert` is queued under
   * `alertKey` with the lead's activity `entry`, in the same transaction. 'unknown' when there is no
   * such report; 'withdrawn' (nothing noted) when the owner no longer takes the report.
   */
  recordOpen(
    leadId: string,
    month: string,
    at: Date,
    alert: { mail: OutboxEntry; key: string; entry: LeadActivity },
  ): Promise<'noted' | 'alerted' | 'unknown' | 'withdrawn'>;
  /** Withdraws the report's consent (with `entry` on the timeline); 'already' when it was not granted, undefined when there is no such lead. */
  withdraw(leadId: string, consent: Consent, entry: LeadActivity): Promise<'withdrawn' | 'already' | undefined>;
  /** The reports kept of these leads, by lead; a lead without any is left out. */
  recordsOf(leadIds: string[]): Promise<Map<string, HomeownerReportRecord>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const sentReportOf = (sent: DocumentData | undefined): SentReport | undefined =>
  sent
    ? {
        month: String(sent.month),
        queuedAt: toIsoString(sent.queuedAt),
        estimate: sent.estimate as HomeValuation['estimate'],
        saleIds: (sent.saleIds as string[] | undefined) ?? [],
        listingIds: (sent.listingIds as string[] | undefined) ?? [],
      }
    : undefined;

const isoDates = (stamps: unknown) => ((stamps as Timestamp[] | undefined) ?? []).map((stamp) => stamp.toDate().toISOString());

const consents = (lead: Lead | undefined) => lead?.valuation?.consents.report.granted === true;

export function firestoreHomeownerReportRepository(
  db: Firestore,
  leads: Pick<LeadRepository, 'get' | 'changeWithin'>,
  outbox: MailOutbox,
): HomeownerReportRepository {
  const owners = db.collection(HOMEOWNER_REPORTS);
  const monthOf = (leadId: string, month: string) => owners.doc(leadId).collection(MONTHS).doc(month);

  return {
    name: 'homeownerReports',

    async consenting(after, limit) {
      // One equality and the id's order: served by the field's own index, no composite one.
      let query = db.collection(LEADS).where('valuation.consents.report.granted', '==', true).orderBy(FieldPath.documentId()).limit(limit);
      if (after) query = query.startAfter(after);
      const ids = (await query.select().get()).docs.map((doc) => doc.id);
      const found = await Promise.all(ids.map((id) => leads.get(id)));
      return { leads: found.filter((lead): lead is Lead => consents(lead)), ...(ids.length === limit ? { next: ids.at(-1) } : {}) };
    },

    async lastReport(leadId) {
      if (!isDocumentId(leadId)) return undefined;
      return sentReportOf((await owners.doc(leadId).get()).data()?.last);
    },

    async queuedFor(leadId, month) {
      return isDocumentId(leadId) && (await monthOf(leadId, month).get()).exists;
    },

    async queue({ leadId, mail, ...sent }) {
      return db.runTransaction(async (transaction) => {
        const ref = monthOf(leadId, sent.month);
        const [record, lead] = await Promise.all([transaction.get(ref), transaction.get(db.collection(LEADS).doc(leadId))]);
        if (record.exists) return 'already';
        if (!lead.exists || lead.get('valuation.consents.report.granted') !== true) return 'withdrawn';
        const stored = { ...sent, queuedAt: Timestamp.fromDate(new Date(sent.queuedAt)) };
        transaction.create(ref, { ...stored, leadId, opens: [] });
        transaction.set(owners.doc(leadId), { last: stored }, { merge: true });
        outbox.queueIn(transaction, mail, `homeReport-${leadId}-${sent.month}`);
        return 'queued';
      });
    },

    async recordOpen(leadId, month, at, alert) {
      if (!isDocumentId(leadId)) return 'unknown';
      return db.runTransaction(async (transaction) => {
        const ref = monthOf(leadId, month);
        const [record, owner, lead] = await Promise.all([
          transaction.get(ref),
          transaction.get(owners.doc(leadId)),
          transaction.get(db.collection(LEADS).doc(leadId)),
        ]);
        if (!record.exists || !lead.exists) return 'unknown';
        // Opens are noted only while the owner takes the report (its consent says so), and told to
        // staff only when the owner agreed to be contacted: an old email opened after unsubscribing notes nothing.
        if (lead.get('valuation.consents.report.granted') !== true) return 'withdrawn';
        const windowStart = at.getTime() - HOMEOWNER_REPORT_RULES.openAlertDays * DAY_MS;
        const recent = ((owner.get('recentOpens') as Timestamp[] | undefined) ?? []).filter((open) => open.toMillis() > windowStart);
        const alertedAt = owner.get('openAlertAt') as Timestamp | undefined;
        const alerting =
          lead.get('valuation.consents.followUp.granted') === true &&
          recent.length >= 1 &&
          !(alertedAt && alertedAt.toMillis() > windowStart);
        const stamp = Timestamp.fromDate(at);
        if (alerting) {
          const changed = await leads.changeWithin(transaction, leadId, () => ({ activity: [alert.entry] }));
          if (!changed) return 'unknown';
          outbox.queueIn(transaction, alert.mail, alert.key);
        }
        const opens = [...((record.get('opens') as Timestamp[] | undefined) ?? []), stamp].slice(-HOMEOWNER_REPORT_RULES.opensKept);
        transaction.update(ref, { opens });
        transaction.set(
          owners.doc(leadId),
          { recentOpens: [...recent, stamp].slice(-HOMEOWNER_REPORT_RULES.opensKept), ...(alerting ? { openAlertAt: stamp } : {}) },
          { merge: true },
        );
        return alerting ? 'alerted' : 'noted';
      });
    },

    async withdraw(leadId, consent, entry) {
      if (!isDocumentId(leadId)) return undefined;
      return db.runTransaction(async (transaction) => {
        const outcome = await leads.changeWithin(transaction, leadId, (lead) => (consents(lead) ? { activity: [entry] } : undefined));
        if (!outcome) return undefined;
        if (!outcome.changed) return 'already';
        transaction.update(db.collection(LEADS).doc(leadId), { 'valuation.consents.report': consent });
        return 'withdrawn';
      });
    },

    async recordsOf(leadIds) {
      const ids = leadIds.filter(isDocumentId);
      const records = new Map<string, HomeownerReportRecord>();
      if (ids.length === 0) return records;
      // The record is written with every month's (queue), so a lead without one has no months.
      const kept = (await db.getAll(...ids.map((id) => owners.doc(id)))).filter((owner) => owner.exists);
      for (const owner of kept) {
        const months = await owner.ref.collection(MONTHS).orderBy(FieldPath.documentId()).get();
        const openAlertAt = owner.get('openAlertAt') as Timestamp | undefined;
        const last = sentReportOf(owner.get('last'));
        records.set(owner.id, {
          ...(last ? { last } : {}),
          recentOpens: isoDates(owner.get('recentOpens')),
          ...(openAlertAt ? { openAlertAt: openAlertAt.toDate().toISOString() } : {}),
          months: months.docs.map((month) => ({ ...sentReportOf(month.data())!, opens: isoDates(month.get('opens')) })),
        });
      }
      return records;
    },

    async forget(leadIds) {
      const ids = leadIds.filter(isDocumentId);
      if (ids.length === 0) return;
      // Most leads never had a report: one read finds those that did, and only theirs are deleted.
      const kept = (await db.getAll(...ids.map((id) => owners.doc(id)))).filter((owner) => owner.exists);
      for (const owner of kept) await db.recursiveDelete(owner.ref);
    },
  };
}
