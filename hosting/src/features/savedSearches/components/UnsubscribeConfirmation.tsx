import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH, UNSUBSCRIBE_API_PATH, type UnsubscribePreview } from '@estate/domain';
import { useEmailLinkPost, useEmailLinkPreview } from '@/api/emailLink';
import { EmailLinkAction } from '@/components/emailLink/EmailLinkAction';

/**
 * /account/unsubscribe?token=…, an alert email's unsubscribe link: says what the link will stop and
 * stops it only when the button is pressed (a link scanner opening the page unsubscribes nobody).
 */
export function UnsubscribeConfirmation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useEmailLinkPreview<UnsubscribePreview>(UNSUBSCRIBE_API_PATH, token);
  return (
    <EmailLinkAction
      preview={preview}
      action={useEmailLinkPost(UNSUBSCRIBE_API_PATH, token)}
      button={preview.data?.scope === 'all' ? 'Stop every alert' : 'Stop these alerts'}
      unreadable="This unsubscribe link could not be read."
      aside={<Link to={`${CLIENT_ACCOUNT_PATH}/searches`}>Change your alerts in your account</Link>}
    />
  );
}
