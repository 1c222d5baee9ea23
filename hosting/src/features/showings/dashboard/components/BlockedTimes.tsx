import { Button, Empty, Input, List } from 'antd';
import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { agencyLocalInstant, blockedTimeSchema, formatShowingStart, TEXT_LIMITS, type BlockedTime } from '@estate/domain';
import { describedBy, FieldShell } from '@/components/form/FieldShell';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useAddBlockedTime } from '@/features/showings/dashboard/api/addBlockedTime';
import { useRemoveBlockedTime } from '@/features/showings/dashboard/api/removeBlockedTime';
import styles from '@/features/showings/components/Showings.module.css';

const BLOCKED_TIME_FIELDS = ['start', 'end', 'note'] as const;
type BlockedTimeField = (typeof BLOCKED_TIME_FIELDS)[number];
const isBlockedTimeField = (path: string | undefined): path is BlockedTimeField =>
  (BLOCKED_TIME_FIELDS as readonly unknown[]).includes(path);

/** docs/product/dashboard.md#showings-tab: times the member is away, typed in Cincinnati time; no showing is booked into them. */
export function BlockedTimes({ blocked }: { blocked: BlockedTime[] }) {
  const id = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  /** The schema's first complaint, told at the field it names. */
  const [problem, setProblem] = useState<{ field: BlockedTimeField; message: string }>();
  const add = useAddBlockedTime();
  const remove = useRemoveBlockedTime();
  const notification = useToast();
  const toastFailure = useFailureToast();

  const errorOf = (field: BlockedTimeField) => (problem?.field === field ? problem.message : undefined);

  const submit = async () => {
    const body = {
      start: agencyLocalInstant(start)?.toISOString() ?? '',
      end: agencyLocalInstant(end)?.toISOString() ?? '',
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    try {
      await blockedTimeSchema.validate(body);
    } catch (error) {
      const field = error instanceof ValidationError && isBlockedTimeField(error.path) ? error.path : 'start';
      setProblem({ field, message: error instanceof ValidationError ? error.message : String(error) });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(undefined);
    try {
      await add.mutateAsync(body);
      setStart('');
      setEnd('');
      setNote('');
      notification.success({ title: 'Blocked time added', description: 'No showing will be booked into it.' });
    } catch (error) {
      toastFailure('Failed to add the blocked time', error);
    }
  };

  return (
    <>
      <List
        dataSource={blocked}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No blocked times." /> }}
        renderItem={(away) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                loading={remove.isPending && remove.variables === away.id}
                onClick={() =>
                  void remove.mutateAsync(away.id).catch((error: unknown) => toastFailure('Failed to remove the blocked time', error))
                }
              >
                Remove<span className="visually-hidden"> the blocked time from {formatShowingStart(away.start)}</span>
              </Button>,
            ]}
          >
            {formatShowingStart(away.start)} to {formatShowingStart(away.end)}
            {away.note ? ` · ${away.note}` : ''}
          </List.Item>
        )}
      />
      <form
        className={styles.timeForm}
        aria-label="Add a blocked time"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldShell id={`${id}-start`} label="From (Cincinnati time)" error={errorOf('start')}>
          <Input
            type="datetime-local"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            status={errorOf('start') && 'error'}
            {...describedBy(`${id}-start`, errorOf('start'))}
          />
        </FieldShell>
        <FieldShell id={`${id}-end`} label="To (Cincinnati time)" error={errorOf('end')}>
          <Input
            type="datetime-local"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            status={errorOf('end') && 'error'}
            {...describedBy(`${id}-end`, errorOf('end'))}
          />
        </FieldShell>
        <FieldShell id={`${id}-note`} label="Note (optional)" error={errorOf('note')}>
          <Input
            value={note}
            maxLength={TEXT_LIMITS.note}
            onChange={(event) => setNote(event.target.value)}
            status={errorOf('note') && 'error'}
            {...describedBy(`${id}-note`, errorOf('note'))}
          />
        </FieldShell>
        <Button htmlType="submit" loading={add.isPending} className={styles.timeFormSubmit}>
          Add blocked time
        </Button>
      </form>
    </>
  );
}
