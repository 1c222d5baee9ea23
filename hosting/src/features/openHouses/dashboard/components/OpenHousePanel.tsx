import { Button, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatReceivedAt, isInvitationOnly, OPEN_HOUSE_LIMITS, type OpenHouse, type Rsvp } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useEmailReport } from '@/features/openHouses/dashboard/api/emailReport';
import { useDoorCode } from '@/features/openHouses/dashboard/api/getDoorCode';
import { useOpenHouseGuests } from '@/features/openHouses/dashboard/api/getOpenHouseGuests';
import { useOpenHouseInvitations } from '@/features/openHouses/dashboard/api/getOpenHouseInvitations';
import { useOpenHouseReport } from '@/features/openHouses/dashboard/api/getOpenHouseReport';
import { useLeadSearch } from '@/features/openHouses/dashboard/api/searchLeads';
import { useSendInvitations } from '@/features/openHouses/dashboard/api/sendInvitations';
import { doorQrUrl } from '@/features/openHouses/dashboard/api/urls';
import styles from './OpenHouseAdmin.module.css';

/** Emails typed one per line or separated by commas. */
const emailsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

const RSVP_COLUMNS = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Party', dataIndex: 'partySize', key: 'partySize' },
  { title: 'RSVP', dataIndex: 'status', key: 'status', render: (status: Rsvp['status']) => <Tag>{status}</Tag> },
  { title: 'Came', key: 'attended', render: (_: unknown, rsvp: Rsvp) => (rsvp.attendedAt ? 'Yes' : 'No') },
];

/** The door: the check-in page for the host's tablet, and the QR code visitors scan (printable). */
function Door({ openHouse }: { openHouse: OpenHouse }) {
  const door = useDoorCode(openHouse.OpenHouseKey);
  return (
    <section aria-label="Check-in at the door" className={styles.section}>
      <h3 className={styles.heading}>Check-in at the door</h3>
      <p className={styles.text}>
        Open <Link to={`/open-houses/${encodeURIComponent(openHouse.OpenHouseKey)}/check-in`}>the check-in page</Link> on the tablet at the
        door. Visitors may also scan this code with their phones, until four hours after the end.
      </p>
      {door.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(door.error, 'The check-in code could not be loaded.')}
        </p>
      ) : (
        <>
          <img
            src={doorQrUrl(openHouse.OpenHouseKey)}
            alt={`QR code: check in at the open house of ${openHouse.listing.title}`}
            width={200}
            height={200}
          />
          <p className={styles.links}>
            <a href={doorQrUrl(openHouse.OpenHouseKey)} target="_blank" rel="noreferrer">
              Print the QR code
            </a>
            {door.data && <span className={styles.text}>Valid until {formatReceivedAt(door.data.expiresAt)} (Cincinnati time)</span>}
          </p>
        </>
      )}
    </section>
  );
}

/** Invitations of an open house by invitation only: leads picked from the list and emails typed in. */
function Invitations({ openHouse }: { openHouse: OpenHouse }) {
  const [search, setSearch] = useState('');
  const [leadIds, setLeadIds] = useState<string[]>([]);
  const [emails, setEmails] = useState('');
  const leads = useLeadSearch(search);
  const invitations = useOpenHouseInvitations(openHouse.OpenHouseKey);
  const send = useSendInvitations();
  const toast = useToast();
  const onSend = async () => {
    try {
      const { sent, alreadyInvited } = await send.mutateAsync({ id: openHouse.OpenHouseKey, input: { leadIds, emails: emailsOf(emails) } });
      toast.success({
        title: `${sent.length} invitation(s) sent`,
        description: alreadyInvited ? `${alreadyInvited} were invited already.` : '',
      });
      setLeadIds([]);
      setEmails('');
    } catch (error) {
      toast.error({ title: 'The invitations were not sent', description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section aria-label="Invitations" className={styles.section}>
      <h3 className={styles.heading}>Invitations</h3>
      <p className={styles.text}>
        {openHouse.invitations} of {OPEN_HOUSE_LIMITS.invitationsPerOpenHouse} sent; up to {OPEN_HOUSE_LIMITS.invitationsPerSend} at a time.
        Each guest gets their own link: only they see the time and address, and only they can RSVP.
      </p>
      <FieldShell id="invite-leads" label="Leads">
        <Select
          id="invite-leads"
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setSearch}
          value={leadIds}
          onChange={setLeadIds}
          options={(leads.data ?? []).map((lead) => ({ value: lead.id, label: `${lead.name} <${lead.email}>` }))}
          placeholder="Search your leads by name or email"
          style={{ width: '100%' }}
        />
      </FieldShell>
      <FieldShell id="invite-emails" label="Emails (clients, anyone: one a line)">
        <Input.TextArea id="invite-emails" rows={3} value={emails} onChange={(event) => setEmails(event.target.value)} />
      </FieldShell>
      <p className={styles.links}>
        <Button type="primary" onClick={() => void onSend()} disabled={send.isPending || (leadIds.length === 0 && emails.trim() === '')}>
          {send.isPending ? 'Sending...' : 'Send invitations'}
        </Button>
      </p>
      {invitations.data && invitations.data.length > 0 && (
        <ul aria-label="Invited" className={styles.text}>
          {invitations.data.map((invitation) => (
            <li key={invitation.id}>{invitation.name ? `${invitation.name} <${invitation.email}>` : invitation.email}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The report: the figures, what visitors said, and its email to the seller. */
function Report({ openHouse }: { openHouse: OpenHouse }) {
  const report = useOpenHouseReport(openHouse.OpenHouseKey);
  const [sellers, setSellers] = useState('');
  const [note, setNote] = useState('');
  const emailing = useEmailReport();
  const toast = useToast();
  if (report.isPending) return <p role="status">Loading the report…</p>;
  if (report.isError) return <LoadFailure title="The report could not be loaded" onRetry={report.refetch} />;
  const figures = report.data;
  const onSend = async () => {
    try {
      const input = { emails: emailsOf(sellers), ...(note ? { note } : {}) };
      const { message } = await emailing.mutateAsync({ id: openHouse.OpenHouseKey, input });
      toast.success({ title: message, description: '' });
    } catch (error) {
      toast.error({ title: 'The report was not sent', description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section aria-label="Report" className={styles.section}>
      <h3 className={styles.heading}>Report</h3>
      <dl className={styles.text}>
        <dt>RSVPs</dt>
        <dd>
          {figures.rsvps.going} going ({figures.rsvps.people} people), {figures.rsvps.waitlisted} waitlisted, {figures.rsvps.cancelled}{' '}
          cancelled
        </dd>
        <dt>Attended</dt>
        <dd>{figures.attended}</dd>
        <dt>No-shows</dt>
        <dd>{figures.noShows}</dd>
        <dt>New leads</dt>
        <dd>{figures.newLeads}</dd>
        <dt>Average rating</dt>
        <dd>{figures.averageRating === null ? 'No ratings yet' : `${figures.averageRating} of 5 (${figures.ratings} ratings)`}</dd>
      </dl>
      {figures.comments.length > 0 && (
        <ul aria-label="Comments" className={styles.text}>
          {figures.comments.map((comment) => (
            <li key={`${comment.name}-${comment.answeredAt}`}>
              {comment.name} ({comment.rating}/5): “{comment.comment}”
            </li>
          ))}
        </ul>
      )}
      <FieldShell id="report-sellers" label={`Seller emails (up to ${OPEN_HOUSE_LIMITS.sellerEmails})`}>
        <Input id="report-sellers" value={sellers} onChange={(event) => setSellers(event.target.value)} />
      </FieldShell>
      <FieldShell id="report-note" label="Your note (Optional)">
        <Input.TextArea
          id="report-note"
          rows={2}
          value={note}
          maxLength={OPEN_HOUSE_LIMITS.sellerNote}
          onChange={(event) => setNote(event.target.value)}
        />
      </FieldShell>
      <p className={styles.links}>
        <Button onClick={() => void onSend()} disabled={emailing.isPending || sellers.trim() === ''}>
          {emailing.isPending ? 'Sending...' : 'Email the report to the seller'}
        </Button>
      </p>
    </section>
  );
}

/** One open house's guests, invitations, report and door, opened from its row in the Open Houses tab. */
export function OpenHousePanel({ openHouse }: { openHouse: OpenHouse }) {
  const guests = useOpenHouseGuests(openHouse.OpenHouseKey);
  return (
    <div>
      <Door openHouse={openHouse} />
      {isInvitationOnly(openHouse) && <Invitations openHouse={openHouse} />}
      <section aria-label="Guests" className={styles.section}>
        <h3 className={styles.heading}>Guests</h3>
        {guests.isError ? (
          <LoadFailure title="The guests could not be loaded" onRetry={guests.refetch} />
        ) : (
          <>
            <Table<Rsvp>
              size="small"
              rowKey="id"
              loading={guests.isPending}
              dataSource={guests.data?.rsvps ?? []}
              columns={RSVP_COLUMNS}
              pagination={false}
            />
            <p className={styles.text}>
              {guests.data
                ? `${guests.data.attendees.length} checked in, ${guests.data.attendees.filter((attendee) => attendee.walkIn).length} without an RSVP.`
                : ''}
            </p>
          </>
        )}
      </section>
      <Report openHouse={openHouse} />
    </div>
  );
}
