import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { HOMEOWNER_REPORT_TEXTS as TEXTS } from '@estate/domain';
import { EmailLinkAction } from '@/components/emailLink/EmailLinkAction';
import { askAgentOpinion } from '@/features/valuation';

/**
 * /home-value/agent?token=…, the homeowner report's "Ask an agent about your home": the owner's
 * opinion token goes to POST /api/valuations/opinions, as the valuation page's button sends it,
 * only when the button is pressed.
 */
export function ReportAgentRequest() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asking = useMutation({ mutationFn: () => askAgentOpinion(token) });
  return <EmailLinkAction preview={TEXTS.agentPreview} action={asking} button={TEXTS.agentButton} unreadable={TEXTS.linkUnreadable} />;
}
