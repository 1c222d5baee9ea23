import { Button, Descriptions, Input, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { formatShowingStart, SHOWING_STATUS_LABELS, SHOWING_TEXTS, TEXT_LIMITS, type ShowingStatus } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { FieldShell } from '@/components/form/FieldShell';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useConfirmShowing } from '@/features/showings/dashboard/api/confirmShowing';
import { useDeclineShowing } from '@/features/showings/dashboard/api/declineShowing';
import { useShowingPanel } from '@/features/showings/dashboard/api/getShowingPanel';
import { useProposeShowing } from '@/features/showings/dashboard/api/proposeShowing';
import { ShowingTimeForm } from '@/features/showings/components/ShowingTimeForm';
import styles from '@/features/showings/components/Showings.module.css';

const STATUS_COLORS: Record<ShowingStatus, string> = {
  requested: 'gold',
  proposed: 'blue',
  confirmed: 'geekblue',
  declined: 'default',
  cancelled: 'default',
};

type Open = 'none' | 'decline' | 'propose';

/**
 * docs/product/dashboard.md#leads: the booking a showing request made, on its lead's dialog. Its agent, the
 * lead's owner or an admin confirms it, declines it with a note for the visitor, or proposes
 * another free time; each decision reaches both sides by email and the lead's timeline.
 */
export default function ShowingPanel({ leadId }: { leadId: string }) {
  const panel = useShowingPanel(leadId);
  const confirm = useConfirmShowing();
  const decline = useDeclineShowing();
  const propose = useProposeShowing();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [open, setOpen] = useState<Open>('none');
  const [note, setNote] = useState('');
  const noteId = useId();

  if (panel.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (panel.isError) return <LoadFailure title="The showing of this lead could not be loaded" onRetry={panel.refetch} />;
  if (!panel.data) return null;
  const { showing, mayAct, decisions } = panel.data;

  const act = async (title: string, failure: string, run: () => Promise<unknown>) => {
    try {
      await run();
      notification.success({ title, description: 'The visitor and the agent have been emailed, with the calendar update.' });
      setOpen('none');
    } catch (error) {
      toastFailure(failure, error);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${noteId}-title`}>
      <h3 id={`${noteId}-title`} className={styles.panelTitle}>
        Showing
      </h3>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'when', label: 'When', children: `${formatShowingStart(showing.start)} (Cincinnati time)` },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={STATUS_COLORS[showing.status]}>{SHOWING_STATUS_LABELS[showing.status]}</Tag>,
          },
          { key: 'home', label: 'Home', children: `${showing.listingTitle}, ${showing.listingAddress}` },
          ...(showing.note ? [{ key: 'note', label: 'Note to the visitor', children: showing.note }] : []),
        ]}
      />
      {!mayAct && <p className={styles.help}>{SHOWING_TEXTS.notYours}.</p>}
      {decisions.length > 0 && (
        <div className={styles.actions}>
          {decisions.includes('confirm') && (
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() => void act(SHOWING_TEXTS.confirmed, 'Failed to confirm the showing', () => confirm.mutateAsync(showing.id))}
            >
              Confirm
            </Button>
          )}
          {decisions.includes('decline') && (
            <Button danger aria-expanded={open === 'decline'} onClick={() => setOpen(open === 'decline' ? 'none' : 'decline')}>
              Decline
            </Button>
          )}
          {decisions.includes('propose') && (
            <Button aria-expanded={open === 'propose'} onClick={() => setOpen(open === 'propose' ? 'none' : 'propose')}>
              Propose another time
            </Button>
          )}
        </div>
      )}
      {open === 'decline' && (
        <form
          className={styles.timeForm}
          aria-label="Decline the showing"
          onSubmit={(event) => {
            event.preventDefault();
            void act(SHOWING_TEXTS.declined, 'Failed to decline the showing', () =>
              decline.mutateAsync({ id: showing.id, ...(note.trim() ? { note: note.trim() } : {}) }),
            );
          }}
        >
          <FieldShell id={noteId} label="Note to the visitor (optional)">
            <Input.TextArea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={TEXT_LIMITS.note}
              showCount
              rows={3}
            />
          </FieldShell>
          <Button htmlType="submit" danger loading={decline.isPending} className={styles.timeFormSubmit}>
            Decline showing
          </Button>
        </form>
      )}
      {open === 'propose' && (
        <ShowingTimeForm
          formId={`propose-${showing.id}`}
          propertyId={showing.propertyId}
          submitLabel="Propose this time"
          pending={propose.isPending}
          onSubmit={(time) =>
            act(SHOWING_TEXTS.proposed, 'Failed to propose the time', () => propose.mutateAsync({ id: showing.id, ...time }))
          }
        />
      )}
    </section>
  );
}
