import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router-dom';
import {
  formatCalendarDay,
  formatReceivedAt,
  LEAD_FIELD_LABELS as LABEL,
  LEAD_FIELD_NOT_PROVIDED as NOT_PROVIDED,
  LEAD_MAIL_LABELS,
  LEAD_MAILS,
  leadSourceLabel,
  type Lead,
} from '@estate/domain';
import { leadMailDeliveryText } from '@/features/leads/dashboard/leadMailDeliveryText';
import styles from './LeadsTab.module.css';

type Items = NonNullable<DescriptionsProps['items']>;

const hasShowingRequest = (lead: Lead) => Boolean(lead.propertyId || lead.preferredDate || lead.preferredTime);

/** docs/product/leads.md#lead-forms: a showing without a property is a general consultation. */
function showingItems(lead: Lead): Items {
  return [
    {
      key: 'propertyId',
      label: LABEL.propertyId,
      children: lead.propertyId ? (
        <Link to={`/properties/${encodeURIComponent(lead.propertyId)}`}>{lead.propertyId}</Link>
      ) : (
        'Not specified'
      ),
    },
    {
      key: 'preferredDate',
      label: LABEL.preferredDate,
      children: lead.preferredDate ? formatCalendarDay(lead.preferredDate) : NOT_PROVIDED,
    },
    { key: 'preferredTime', label: LABEL.preferredTime, children: lead.preferredTime ?? NOT_PROVIDED },
  ];
}

/** Where each email the lead set off stands (leads stored before the emails have none). */
function deliveryItems(lead: Lead): Items {
  return LEAD_MAILS.flatMap((mail) => {
    const delivery = lead.delivery?.[mail];
    return delivery ? [{ key: mail, label: LEAD_MAIL_LABELS[mail], children: leadMailDeliveryText(delivery) }] : [];
  });
}

/** Every field of a lead; the showing request only for leads that made one. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const items: Items = [
    { key: 'name', label: LABEL.name, children: lead.name },
    { key: 'email', label: LABEL.email, children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { key: 'phone', label: LABEL.phone, children: lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : NOT_PROVIDED },
    { key: 'source', label: LABEL.source, children: leadSourceLabel(lead.source) },
    { key: 'interest', label: LABEL.interest, children: lead.interest ?? NOT_PROVIDED },
    { key: 'message', label: LABEL.message, children: <span className={styles.preserveLines}>{lead.message ?? NOT_PROVIDED}</span> },
    { key: 'investmentGoals', label: LABEL.investmentGoals, children: lead.investmentGoals ?? NOT_PROVIDED },
    ...(hasShowingRequest(lead) ? showingItems(lead) : []),
    { key: 'createdAt', label: LABEL.createdAt, children: <time dateTime={lead.createdAt}>{formatReceivedAt(lead.createdAt)}</time> },
    ...deliveryItems(lead),
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}
