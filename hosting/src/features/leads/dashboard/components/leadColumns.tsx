import type { TableColumnsType } from 'antd';
import { formatLongDate, leadSourceLabel, type Lead } from '@estate/domain';

type LeadColumn = TableColumnsType<Lead>[number];

const orDash = (text: string | undefined) => text || '—';

/** The lead columns the Overview's Recent Leads and the Leads tab both show. */
export const LEAD_COLUMNS = {
  name: { key: 'name', title: 'Name', render: (_, lead) => lead.name },
  email: { key: 'email', title: 'Email', render: (_, lead) => lead.email },
  phone: { key: 'phone', title: 'Phone', render: (_, lead) => orDash(lead.phone) },
  source: { key: 'source', title: 'Source', render: (_, lead) => leadSourceLabel(lead.source) },
  interest: { key: 'interest', title: 'Interest', render: (_, lead) => orDash(lead.interest) },
  date: {
    key: 'createdAt',
    title: 'Date',
    render: (_, lead) => <time dateTime={lead.createdAt}>{formatLongDate(lead.createdAt)}</time>,
  },
} satisfies Record<string, LeadColumn>;
