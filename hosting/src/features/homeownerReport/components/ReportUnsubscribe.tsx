import { useSearchParams } from 'react-router-dom';
import { HOMEOWNER_REPORT_TEXTS as TEXTS, HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH as API_PATH } from '@estate/domain';
import { useEmailLinkPost, useEmailLinkPreview } from '@/api/emailLink';
import { EmailLinkAction } from '@/components/emailLink/EmailLinkAction';

/** /home-value/unsubscribe?token=…, the homeowner report's "Stop the monthly report": stops it only when the button is pressed. */
export function ReportUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <EmailLinkAction
      preview={useEmailLinkPreview(API_PATH, token)}
      action={useEmailLinkPost(API_PATH, token)}
      button={TEXTS.unsubscribeButton}
      unreadable={TEXTS.linkUnreadable}
    />
  );
}
