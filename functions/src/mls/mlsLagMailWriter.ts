import { isMlsLagging, mlsLagSeconds } from '@estate/domain';
import type { MailWriter } from '../platform';
import { mlsLagLetterParams } from './mlsLagLetter';
import { mlsLagMail } from './mlsLagMail';
import type { MlsSourceRepository } from './mlsSourceRepository';

export interface MlsLagMailWriterDeps {
  sources: Pick<MlsSourceRepository, 'get'>;
  /** Who gets staff alerts: the lead alert recipients an admin set (Settings), else LEAD_ALERT_RECIPIENTS. */
  recipients: () => Promise<string[]>;
  siteOrigin: string;
  now?: () => number;
}

/**
 * The writer of the admins' lag email for the mail outbox's sender (mlsLagLetter.ts queues it with
 * the run's last write): made when it is sent, from the source's state then. Nothing is sent when
 * the source has caught up meanwhile, or a later alert replaced this one. Its tries are the outbox's
 * alone: the source keeps when it alerted (`lagAlertedAt`), which is what limits the emails.
 */
export function mlsLagMailWriter({ sources, recipients, siteOrigin, now = Date.now }: MlsLagMailWriterDeps): MailWriter {
  return {
    async compose(params) {
      const { sourceId, alertedAt } = mlsLagLetterParams(params);
      const state = await sources.get(sourceId);
      if (!state || state.lagAlertedAt !== alertedAt) return undefined;
      const lagSeconds = mlsLagSeconds(now(), state.newestSourceTimestamp);
      if (lagSeconds === undefined || !isMlsLagging(lagSeconds)) return undefined;
      return mlsLagMail({ name: state.name ?? state.id, state, lagSeconds, to: await recipients(), siteOrigin });
    },

    record: async () => true,

    describe(params) {
      const { sourceId, alertedAt } = mlsLagLetterParams(params);
      return `The lag email of MLS source ${sourceId} (${alertedAt})`;
    },
  };
}
