import { Button, Modal, Skeleton } from 'antd';
import { CALENDAR_FEED_TEXTS } from '@estate/domain';
import { CopyableSecret } from '@/components/CopyableSecret';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useCalendarFeed } from '@/features/showings/dashboard/api/getCalendarFeed';
import { useResetCalendarFeed } from '@/features/showings/dashboard/api/resetCalendarFeed';
import styles from '@/features/showings/components/Showings.module.css';

/** docs/product/dashboard.md#showings-tab: the member's private calendar address (their confirmed showings), to copy into a calendar app, and its reset. */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [modal, holder] = Modal.useModal();

  if (feed.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (feed.isError) return <LoadFailure title="Your calendar link could not be loaded" onRetry={feed.refetch} />;

  const askReset = () =>
    modal.confirm({
      title: 'Reset your calendar link?',
      content: 'Calendar apps using the current link stop receiving your showings until you add the new one.',
      okText: 'Reset link',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await reset.mutateAsync();
          notification.success({ title: CALENDAR_FEED_TEXTS.reset, description: CALENDAR_FEED_TEXTS.resetDone });
        } catch (error) {
          toastFailure('Failed to reset the calendar link', error);
        }
      },
    });

  return (
    <>
      {holder}
      <p className={styles.help}>
        Add this private address to your calendar app (Google Calendar: Other calendars, From URL; Apple Calendar: New Calendar
        Subscription) to see your confirmed showings. Anyone with the link can read them: keep it to yourself.
      </p>
      <CopyableSecret id="calendar-feed-url" label="Your calendar link" value={feed.data.url} noun="link" autoFocus={false} />
      <Button danger loading={reset.isPending} onClick={askReset}>
        Reset link
      </Button>
    </>
  );
}
