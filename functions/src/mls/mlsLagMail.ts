import { formatReceivedAt, type MlsSourceState } from '@estate/domain';
import { actionHtml, escapeHtml, fieldsHtml, fieldsText, htmlDocument, textDocument, type OutgoingMail } from '../platform';

/** Where the dashboard shows the sources: Settings' MLS sources panel. */
export const mlsSourcesPanelUrl = (siteOrigin: string) => `${siteOrigin}/admin/settings`;

export interface MlsLagMailInput {
  name: string;
  state: Pick<MlsSourceState, 'newestSourceTimestamp' | 'lastSuccessAt' | 'lastErrors'>;
  lagSeconds: number;
  to: string[];
  siteOrigin: string;
}

/** Tells the admins that a source's replica is behind past the alert bound (docs/product/mls.md#lag), with what the dashboard shows of it. */
export function mlsLagMail({ name, state, lagSeconds, to, siteOrigin }: MlsLagMailInput): OutgoingMail {
  const hours = Math.floor(lagSeconds / 3600);
  const subject = `MLS lag: ${name} is ${hours} hours behind`;
  const intro = `The newest listing change copied from ${name} is ${hours} hours old. The MLS's rules allow 12 hours; check the source in the dashboard's Settings.`;
  const [lastError] = state.lastErrors;
  const fields = [
    { label: 'Newest change', value: state.newestSourceTimestamp ? formatReceivedAt(state.newestSourceTimestamp) : 'None yet' },
    { label: 'Last successful run', value: state.lastSuccessAt ? formatReceivedAt(state.lastSuccessAt) : 'Never' },
    { label: 'Last error', value: lastError ? `${lastError.message} (${formatReceivedAt(lastError.at)})` : 'None' },
  ];
  const link = mlsSourcesPanelUrl(siteOrigin);
  return {
    to,
    subject,
    text: textDocument(`${intro}\n\n${fieldsText(fields)}\n\n${link}`),
    html: htmlDocument(subject, `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${actionHtml('Open the MLS sources', link)}`),
  };
}
