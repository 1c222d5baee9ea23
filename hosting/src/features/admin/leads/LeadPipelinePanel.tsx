import { Button, Input, Select, Timeline } from 'antd';
import { useId, useState } from 'react';
import { formatReceivedAt, LEAD_OWNER_NONE, LEAD_STATUSES, TEXT_LIMITS, type Lead, type LeadStatus } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import { useToast } from '@/components/toasts';
import { formatMinutes } from '../components/formatMinutes';
import { useFailureToast } from '../components/useFailureToast';
import { useAddLeadNote, useUpdateLead } from './api/useLeadPipeline';
import { leadActivityText } from './leadActivityText';
import { RelatedLeads } from './RelatedLeads';
import { useStaffNames } from './useStaffNames';
import styles from './LeadsTab.module.css';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: status }));

/** Speed to lead, for this lead: from its arrival to the first status change or note. */
function firstResponseText({ createdAt, firstResponseAt }: Lead): string {
  if (!firstResponseAt) return 'First response: none yet';
  return `First response: ${formatMinutes((Date.parse(firstResponseAt) - Date.parse(createdAt)) / 60_000)} after it arrived`;
}

/**
 * Issue 12: where the lead stands and what happened to it. Status and owner change at once; a
 * note is added with its author and time; the timeline lists everything, oldest first.
 */
export function LeadPipelinePanel({ lead }: { lead: Lead }) {
  const ids = useId();
  const { staff, nameOf } = useStaffNames();
  const update = useUpdateLead(lead.id);
  const addNote = useAddLeadNote(lead.id);
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [note, setNote] = useState('');

  const change = async (fields: { status?: LeadStatus; ownerId?: string | null }, what: string) => {
    try {
      await update.mutateAsync(fields);
      notification.success({ title: 'Lead updated', description: what });
    } catch (error) {
      toastFailure('Failed to update the lead', error);
    }
  };

  const submitNote = async () => {
    const text = note.trim();
    if (!text) return;
    try {
      await addNote.mutateAsync({ text });
      setNote('');
      notification.success({ title: 'Note added' });
    } catch (error) {
      toastFailure('Failed to add the note', error);
    }
  };

  const ownerOptions = [{ value: LEAD_OWNER_NONE, label: 'Unassigned' }, ...staff.map((user) => ({ value: user.id, label: user.name }))];
  return (
    <section className={styles.pipeline} aria-label="Pipeline">
      <div className={styles.pipelineFields}>
        <FieldShell id={`${ids}-status`} label="Status">
          <Select<LeadStatus>
            id={`${ids}-status`}
            className={styles.pipelineSelect}
            value={lead.status}
            options={STATUS_OPTIONS}
            disabled={update.isPending}
            onChange={(status) => void change({ status }, `Status: ${status}`)}
          />
        </FieldShell>
        <FieldShell id={`${ids}-owner`} label="Owner">
          <Select<string>
            id={`${ids}-owner`}
            className={styles.pipelineSelect}
            value={lead.ownerId ?? LEAD_OWNER_NONE}
            options={ownerOptions}
            disabled={update.isPending}
            onChange={(owner) =>
              void change(
                { ownerId: owner === LEAD_OWNER_NONE ? null : owner },
                owner === LEAD_OWNER_NONE ? 'Nobody owns it now' : `Owner: ${nameOf(owner)}`,
              )
            }
          />
        </FieldShell>
      </div>
      <FieldShell id={`${ids}-note`} label="Add a note">
        <Input.TextArea
          id={`${ids}-note`}
          value={note}
          rows={3}
          maxLength={TEXT_LIMITS.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FieldShell>
      <Button onClick={() => void submitNote()} loading={addNote.isPending} disabled={!note.trim()}>
        Add note
      </Button>
      <p className={styles.firstResponse}>{firstResponseText(lead)}</p>
      <RelatedLeads leadId={lead.id} />
      <h3 className={styles.timelineTitle}>Timeline</h3>
      <Timeline
        items={lead.activity.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          content: (
            <>
              <div className={styles.preserveLines}>{leadActivityText(entry, lead, nameOf)}</div>
              <time className={styles.timelineTime} dateTime={entry.at}>
                {formatReceivedAt(entry.at)}
              </time>
            </>
          ),
        }))}
      />
    </section>
  );
}
