import type { ClientConsents, PersonalDataName } from '@estate/domain';

/**
 * One kind of personal data a client has here (favourites, saved searches, recorded views, their
 * inquiries…). The privacy page's export gathers every section; deleting the account erases each.
 * A module that stores something about a client adds its section in the composition root.
 */
export interface PersonalDataSection {
  /** The export's key for this section, which the privacy page names. */
  name: PersonalDataName;
  /** What is stored, as the client downloads it: plain JSON, ISO dates. */
  export(client: ClientRef): Promise<unknown>;
  /** Deletes it (or, for records the agency keeps, such as inquiries, strips the personal data). */
  erase(client: ClientRef): Promise<void>;
  /** Deletes what was kept under a consent the client has just withdrawn (recorded views, for `activity`). */
  withdraw?(client: ClientRef, consent: keyof ClientConsents): Promise<void>;
}

/** Who a section is asked about: the account, and the email it was opened with (leads know people by it). */
export interface ClientRef {
  uid: string;
  email: string;
}
