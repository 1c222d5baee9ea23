import { Alert, Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { LEAD_OWNER_NONE, LEAD_STATUSES, TEXT_LIMITS, type Lead, type LeadStatus } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import { useToast } from '@/components/toasts';
import { staffOption } from '@/features/staff';
import { useFailureToast } from '@/components/useFailureToast';
import { useAddLeadNote } from '@/features/leads/dashboard/api/addLeadNote';
import { ClaimLeadButton } from './ClaimLeadButton';
import type { LeadAccess } from '@/features/leads/dashboard/useLeadAccess';
import { useLeadChange } from '@/features/leads/dashboard/useLeadChange';
import { useStaffNames } from '@/features/leads/dashboard/useStaffNames';
import styles from './LeadsTab.module.css';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: status }));

/** An agent's unassigned lead is theirs to claim before they work on it. */
function ClaimNotice({ lead }: { lead: Lead }) {
  return (
    <Alert
      className={styles.claimNotice}
      type="info"
      showIcon
      title="Claim this lead to work on it"
      description={`Status: ${lead.status}. Once it is yours, you can change its status and add notes.`}
      action={<ClaimLeadButton lead={lead} />}
    />
  );
}

/**
 * The lead's status and owner, which change at once, and a new note with its author
 * and time. Only an admin picks the owner; an agent works on their own leads only.
 */
export function LeadWorkFields({ lead, access }: { lead: Lead; access: LeadAccess }) {
  const ids = useId();
  const { staff, nameOf } = useStaffNames();
  const { change, isPending } = useLeadChange();
  const addNote = useAddLeadNote(lead.id);
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [note, setNote] = useState('');

  if (access.mayClaim(lead)) return <ClaimNotice lead={lead} />;
  if (!access.mayWork(lead)) return <p>Owner: {lead.ownerId ? nameOf(lead.ownerId) : 'Unassigned'}</p>;

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

  const ownerOptions = [{ value: LEAD_OWNER_NONE, label: 'Unassigned' }, ...staff.map(staffOption)];
  return (
    <>
      <div className={styles.pipelineFields}>
        <FieldShell id={`${ids}-status`} label="Status">
          <Select<LeadStatus>
            id={`${ids}-status`}
            className={styles.pipelineSelect}
            value={lead.status}
            options={STATUS_OPTIONS}
            disabled={isPending}
            onChange={(status) => void change(lead, { status })}
          />
        </FieldShell>
        {access.manages ? (
          <FieldShell id={`${ids}-owner`} label="Owner">
            <Select<string>
              id={`${ids}-owner`}
              className={styles.pipelineSelect}
              value={lead.ownerId ?? LEAD_OWNER_NONE}
              options={ownerOptions}
              disabled={isPending}
              onChange={(owner) => void change(lead, { ownerId: owner === LEAD_OWNER_NONE ? null : owner })}
            />
          </FieldShell>
        ) : (
          <p>Owner: you</p>
        )}
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
    </>
  );
}
