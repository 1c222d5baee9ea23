import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router-dom';
import type { Lead } from '@estate/domain';
import { formatCalendarDay, formatReceivedAt } from './leadDates';
import { leadSourceLabel } from './leadSourceLabel';
import styles from './LeadsTab.module.css';

type Items = NonNullable<DescriptionsProps['items']>;

const NOT_PROVIDED = 'Not provided';

const hasShowingRequest = (lead: Lead) => Boolean(lead.propertyId || lead.preferredDate || lead.preferredTime);

/** SPEC §7: a showing without a property is a general consultation. */
function showingItems(lead: Lead): Items {
  return [
    {
      key: 'propertyId',
      label: 'Property',
      children: lead.propertyId ? (
        <Link to={`/properties/${encodeURIComponent(lead.propertyId)}`}>{lead.propertyId}</Link>
      ) : (
        'Not specified'
      ),
    },
    { key: 'preferredDate', label: 'Preferred date', children: lead.preferredDate ? formatCalendarDay(lead.preferredDate) : NOT_PROVIDED },
    { key: 'preferredTime', label: 'Preferred time', children: lead.preferredTime ?? NOT_PROVIDED },
  ];
}

/** Every field of a lead; the showing request only for leads that made one. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const items: Items = [
    { key: 'name', label: 'Name', children: lead.name },
    { key: 'email', label: 'Email', children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { key: 'phone', label: 'Phone', children: lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : NOT_PROVIDED },
    { key: 'source', label: 'Source', children: leadSourceLabel(lead.source) },
    { key: 'interest', label: 'Interest', children: lead.interest ?? NOT_PROVIDED },
    { key: 'message', label: 'Message', children: <span className={styles.preserveLines}>{lead.message ?? NOT_PROVIDED}</span> },
    { key: 'investmentGoals', label: 'Investment goals', children: lead.investmentGoals ?? NOT_PROVIDED },
    ...(hasShowingRequest(lead) ? showingItems(lead) : []),
    { key: 'createdAt', label: 'Received', children: <time dateTime={lead.createdAt}>{formatReceivedAt(lead.createdAt)}</time> },
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}
