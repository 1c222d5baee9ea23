import type { ErrorLogger, MailTransport } from '../platform';
import type { PropertyRepository } from '../listings';
import type { UserRepository } from '../staff';
import { accessRequestMail } from './accessRequestMail';
import type { ListingAccessRepository } from './listingAccessRepository';

export interface AccessRequestMailerDeps {
  access: Pick<ListingAccessRepository, 'get' | 'markNotified'>;
  properties: Pick<PropertyRepository, 'find'>;
  users: Pick<UserRepository, 'get'>;
  /** Who hears of a request for a listing without an agent: the lead alert recipients (Settings). */
  alertRecipients: () => Promise<string[]>;
  transport: MailTransport;
  siteOrigin: string;
  logger: ErrorLogger;
  /** Seconds to wait before each further try (tests shorten them). */
  retryDelaysS?: readonly number[];
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The email of a new access request, sent by the onAccessRequested trigger once the request is
 * stored, never inside the client's request: a mail server that is down does not refuse them.
 */
export function accessRequestMailer({
  access,
  properties,
  users,
  alertRecipients,
  transport,
  siteOrigin,
  logger,
  retryDelaysS = [5, 30],
}: AccessRequestMailerDeps) {
  return {
    async deliver(uid: string, propertyId: string): Promise<boolean> {
      const [request, listing] = await Promise.all([access.get(uid, propertyId), properties.find(propertyId)]);
      if (!request || request.status !== 'requested' || !listing) return false;
      const agent = listing.ListAgentKey ? await users.get(listing.ListAgentKey) : null;
      const to = agent?.email ? [agent.email] : await alertRecipients();
      const mail = accessRequestMail(request, listing, to, siteOrigin);
      for (let attempt = 0; ; attempt += 1) {
        try {
          await transport.send(mail);
          await access.markNotified(uid, propertyId);
          return true;
        } catch (error) {
          const delay = retryDelaysS[attempt];
          if (delay === undefined) {
            logger.error('The email of an access request could not be sent', { propertyId, reason: String(error) });
            return false;
          }
          await wait(delay);
        }
      }
    },
  };
}

export type AccessRequestMailer = ReturnType<typeof accessRequestMailer>;
