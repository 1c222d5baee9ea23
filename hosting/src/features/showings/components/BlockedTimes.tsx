import { Button, Empty, Input, List } from 'antd';
import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { agencyLocalInstant, blockedTimeSchema, formatShowingStart, TEXT_LIMITS, type BlockedTime } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useAddBlockedTime } from '@/features/showings/api/addBlockedTime';
import { useRemoveBlockedTime } from '@/features/showings/api/removeBlockedTime';
import styles from './Showings.module.css';

/** docs/product/dashboard.md#showings-tab: times the member is away, typed in Cincinnati time; no showing is booked into them. */
export function BlockedTimes({ blocked }: { blocked: BlockedTime[] }) {
  const id = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = useAddBlockedTime();
  const remove = useRemoveBlockedTime();
  const notification = useToast();
  const toastFailure = useFailureToast();

  const submit = async () => {
    const body = {
      start: agencyLocalInstant(start)?.toISOString() ?? '',
      end: agencyLocalInstant(end)?.toISOString() ?? '',
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    try {
      await blockedTimeSchema.validate(body);
    } catch (error) {
      setProblem(error instanceof ValidationError ? error.message : String(error));
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
        <div>
          <label htmlFor={`${id}-start`}>From (Cincinnati time)</label>
          <Input id={`${id}-start`} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-end`}>To (Cincinnati time)</label>
          <Input id={`${id}-end`} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-note`}>Note (optional)</label>
          <Input id={`${id}-note`} value={note} maxLength={TEXT_LIMITS.note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <Button htmlType="submit" loading={add.isPending}>
          Add blocked time
        </Button>
      </form>
      <p role="alert" className={styles.note}>
        {problem}
      </p>
    </>
  );
}
