import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_RATINGS,
  FEEDBACK_TEXTS,
  feedbackAnswerSchema,
  formatLongDate,
  VISIT_KIND_LABELS,
  type FeedbackPreview,
  type FeedbackRating,
} from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { errorMessage } from '@/api/client';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { PageSpinner } from '@/components/PageSpinner';
import { useFeedbackPreview } from '@/features/visitFeedback/api/getFeedbackPreview';
import { useSendFeedback } from '@/features/visitFeedback/api/sendFeedback';
import { RatingField } from './RatingField';
import styles from './VisitFeedback.module.css';

const FORM_ID = 'visit-feedback';

/** The rating the email's one-tap link chose, if it is one. */
const ratingFrom = (value: string | null): FeedbackRating | undefined => FEEDBACK_RATINGS.find((rating) => String(rating) === value);

const visitLine = ({ visitKind, listingTitle, visitedAt }: FeedbackPreview) =>
  `Your ${VISIT_KIND_LABELS[visitKind]} of ${listingTitle} on ${formatLongDate(visitedAt)}`;

/**
 * /feedback?token=…&rating=…: the feedback email's page. The rating tapped in the email is chosen
 * already; nothing is recorded until Send (a link scanner opening the page answers for nobody).
 */
export function FeedbackForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useFeedbackPreview(token);
  const send = useSendFeedback();
  const form = useSchemaForm(feedbackAnswerSchema, { rating: ratingFrom(params.get('rating')), comment: '' });

  if (preview.isPending) return <PageSpinner />;
  if (preview.isError) {
    return (
      <div className={styles.notice}>
        <Alert type="error" showIcon role="alert" title={errorMessage(preview.error, FEEDBACK_TEXTS.invalidLink)} />
      </div>
    );
  }
  const given = send.isSuccess ? form.getValues() : preview.data.answer;
  if (given) {
    return (
      <div className={styles.notice}>
        <Alert
          type="success"
          showIcon
          role="status"
          title={send.isSuccess ? FEEDBACK_TEXTS.thanks : FEEDBACK_TEXTS.alreadyAnswered}
          description={`${visitLine(preview.data)}: ${given.rating} of 5 (${FEEDBACK_RATING_LABELS[given.rating as FeedbackRating]})${given.comment ? `, “${given.comment}”` : ''}.`}
        />
      </div>
    );
  }

  const onSubmit = form.handleSubmit((answer) =>
    send.mutateAsync({ token, answer }).then(
      () => undefined,
      () => undefined,
    ),
  );
  return (
    <form
      onFocus={prepareAppCheck}
      id={FORM_ID}
      className={styles.notice}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Your feedback"
    >
      <p className={styles.intro}>{visitLine(preview.data)}. How did it go?</p>
      <RatingField control={form.control} name="rating" formId={FORM_ID} />
      <TextField control={form.control} name="comment" label="Anything to add? (Optional)" formId={FORM_ID} multiline rows={4} />
      {send.isError && (
        <Alert type="error" showIcon role="alert" title={errorMessage(send.error, 'Your feedback was not sent. Please try again.')} />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send feedback'}
      </Button>
    </form>
  );
}
