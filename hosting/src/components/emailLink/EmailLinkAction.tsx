import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { ApiRequestError, errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/PageSpinner';
import styles from './EmailLinkAction.module.css';

/** A failed press whose answer said nothing of its own: pressing again may work. */
export const EMAIL_LINK_RETRY = 'Please try again in a moment.';

/** The link itself refused (not genuine, or naming what is gone): pressing again would change nothing. */
const refusesTheLink = (error: unknown) => error instanceof ApiRequestError && (error.status === 400 || error.status === 404);

export interface EmailLinkActionProps {
  /** What the button will do: the link's GET answered (it changes nothing), or the page's own words when there is nothing to ask. */
  preview: UseQueryResult<{ message: string }> | string;
  /** The button's POST, which answers what it did. */
  action: UseMutationResult<{ message: string }, Error, void>;
  button: string;
  /** The refusal's words when the API gave none. */
  unreadable: string;
  /** Under the outcome or the refusal: where else to go. */
  aside?: ReactNode;
}

function Outcome({ done, title, aside }: { done: boolean; title: string; aside: ReactNode }) {
  return (
    <div className={styles.notice}>
      <Alert type={done ? 'success' : 'error'} showIcon role={done ? 'status' : 'alert'} title={title} description={aside} />
    </div>
  );
}

/**
 * The page an email's link lands on (an alert's or a homeowner report's unsubscribe, a report's
 * "ask an agent"): it says what its button will do, and does it only when the button is pressed
 * (mail scanners open links). Reading the link, the link refused (no button), ready, sending, a
 * failure (the button again), done.
 */
export function EmailLinkAction({ preview, action, button, unreadable, aside }: EmailLinkActionProps) {
  const asked = typeof preview === 'string' ? undefined : preview;
  if (asked?.isPending) return <PageSpinner />;
  if (asked?.isError) return <Outcome done={false} title={errorMessage(asked.error, unreadable)} aside={aside} />;
  if (action.isError && refusesTheLink(action.error))
    return <Outcome done={false} title={errorMessage(action.error, unreadable)} aside={aside} />;
  if (action.isSuccess) return <Outcome done title={action.data.message} aside={aside} />;
  return (
    <div className={styles.notice}>
      <p>{typeof preview === 'string' ? preview : preview.data?.message}</p>
      {action.isError && (
        <Alert type="error" showIcon role="alert" title={errorMessage(action.error, EMAIL_LINK_RETRY)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" size="large" loading={action.isPending} onClick={() => action.mutate()}>
        {button}
      </Button>
    </div>
  );
}
