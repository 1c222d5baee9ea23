import { Descriptions, type DescriptionsProps } from 'antd';
import { estimateText, formatReceivedAt, homeFactsText, type Consent, type HomeValuation } from '@estate/domain';
import styles from './LeadsTab.module.css';

/** An owner's answer to a consent: yes or no, and when. */
const consentText = ({ granted, at }: Consent) => `${granted ? 'Yes' : 'No'}, ${formatReceivedAt(at)}`;

/**
 * A home valuation's lead (docs/product/dashboard.md#leads, docs/product/valuation.md#the-seller-lead):
 * the home's facts, the estimate the server made and its confidence, the owner's two consents in the
 * words they saw, and whether they asked for an agent's opinion.
 */
export function LeadValuation({ leadId, valuation }: { leadId: string; valuation: HomeValuation }) {
  const { consents, agentOpinionAskedAt, listingId } = valuation;
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'home', label: 'Home', children: homeFactsText(valuation) },
    ...(listingId
      ? [
          {
            key: 'listing',
            label: 'Listing',
            children: (
              <a href={`/properties/${encodeURIComponent(listingId)}`} target="_blank" rel="noreferrer">
                {listingId}
              </a>
            ),
          },
        ]
      : []),
    { key: 'estimate', label: `Estimate on ${valuation.asOf}`, children: estimateText(valuation) },
    { key: 'followUp', label: consents.followUp.text, children: consentText(consents.followUp) },
    { key: 'report', label: consents.report.text, children: consentText(consents.report) },
    {
      key: 'opinion',
      label: 'Agent’s opinion',
      children: agentOpinionAskedAt ? `Asked ${formatReceivedAt(agentOpinionAskedAt)}` : 'Not asked',
    },
  ];
  return (
    <section aria-labelledby={`valuation-${leadId}`}>
      <h3 id={`valuation-${leadId}`} className={styles.timelineTitle}>
        Home valuation
      </h3>
      <Descriptions column={1} bordered size="small" items={items} />
    </section>
  );
}
