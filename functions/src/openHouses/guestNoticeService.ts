import type { Property, Rsvp } from '@estate/domain';
import type { MailOutbox } from '../platform';
import { guestMail, type GuestMailKind } from './mail/guestMail';
import { openHouseUrls, type OpenHouseLinks } from './openHouseLinks';
import type { OpenHouseRecord } from './store/openHouseDocuments';

export interface GuestNoticeDeps {
  outbox: Pick<MailOutbox, 'queue'>;
  links: Pick<OpenHouseLinks, 'rsvp'>;
  siteOrigin: string;
}

/** The emails that still leave the guest something to do carry their link to the RSVP. */
const WITH_LINK: readonly GuestMailKind[] = ['going', 'waitlisted', 'promoted', 'updated'];

/**
 * Queues a guest email to each of `rsvps` through the mail outbox, once per guest and event: a
 * reply's emails are keyed by when it was made (a guest who replies again after cancelling is told
 * again), a change of the open house by its calendar sequence.
 */
export function guestNoticeService({ outbox, links, siteOrigin }: GuestNoticeDeps) {
  const urls = openHouseUrls(siteOrigin);
  return async (kind: GuestMailKind, rsvps: readonly Rsvp[], openHouse: OpenHouseRecord, listing: Property): Promise<void> => {
    const id = openHouse.OpenHouseKey;
    const expiresAt = new Date(openHouse.OpenHouseEndTime);
    await Promise.all(
      rsvps.map((rsvp) => {
        const manageUrl = WITH_LINK.includes(kind)
          ? urls.rsvp(id, links.rsvp.sign({ openHouseId: id, rsvpId: rsvp.id }, expiresAt))
          : undefined;
        const event = kind === 'updated' || kind === 'openHouseCancelled' ? `s${openHouse.sequence}` : String(Date.parse(rsvp.createdAt));
        return outbox.queue(
          guestMail(kind, rsvp, { openHouse, listing, siteOrigin, manageUrl }),
          `open-house-${kind}-${id}-${rsvp.id}-${event}`,
        );
      }),
    );
  };
}

export type GuestNotices = ReturnType<typeof guestNoticeService>;
