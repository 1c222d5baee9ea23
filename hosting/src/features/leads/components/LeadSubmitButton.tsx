import { Button } from 'antd';
import { useHydrated } from '@/components/useHydrated';

interface Props {
  /** The button's text, e.g. 'Send Message'. */
  label: string;
  /** While the lead is sent: 'Submitting...' or, for the contact form, 'Sending...'. */
  pendingLabel: string;
  submitting: boolean;
  className?: string;
}

/**
 * A lead form's submit button. Disabled until React has hydrated the page: a form the server
 * rendered would otherwise submit itself as a plain HTML form, putting what was typed in the URL.
 */
export function LeadSubmitButton({ label, pendingLabel, submitting, className }: Props) {
  const hydrated = useHydrated();
  return (
    <Button type="primary" htmlType="submit" block size="large" disabled={submitting || !hydrated} className={className}>
      {submitting ? pendingLabel : label}
    </Button>
  );
}
