import type { ReportEmailInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { openHouseReportUrl } from './urls';

/** POST /api/admin/open-houses/{id}/report/email: the report to the sellers, through the mail outbox. */
export const emailReport = ({ id, input }: { id: string; input: ReportEmailInput }) =>
  sendJson<{ message: string }>('POST', `${openHouseReportUrl(id)}/email`, input);

export const useEmailReport = () => useAdminMutation(emailReport, []);
