import { Button } from 'antd';
import type { Lead } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useClaimLead } from '@/features/leads/dashboard/api/claimLead';

/**
 * An agent takes an unassigned lead. The lists refresh either way: after a claim the
 * lead shows as theirs, after a refusal (someone was quicker) as it now stands.
 */
export function ClaimLeadButton({ lead, size }: { lead: Lead; size?: 'small' }) {
  const claim = useClaimLead();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const onClaim = async () => {
    try {
      await claim.mutateAsync(lead.id);
      notification.success({ title: 'Lead claimed', description: `${lead.name} is your lead now.` });
    } catch (error) {
      toastFailure('Failed to claim the lead', error);
    }
  };
  return (
    <Button size={size} type="primary" ghost loading={claim.isPending} aria-label={`Claim ${lead.name}`} onClick={() => void onClaim()}>
      Claim
    </Button>
  );
}
