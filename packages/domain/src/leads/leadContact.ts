/** Fewer digits than this is not a phone number one person can be known by. */
const MIN_PHONE_DIGITS = 7;

/**
 * What makes leads one person's, one contact: the same email (any case) or the same
 * phone number (its digits; a leading US country code 1 dropped). Nothing is merged by this.
 */
export function contactKeys({ email, phone }: { email: string; phone?: string }): string[] {
  const keys = [`email:${email.trim().toLowerCase()}`];
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length >= MIN_PHONE_DIGITS) keys.push(`phone:${digits}`);
  return keys;
}

/** How many other inquiries of a contact a lead's panel lists. */
export const RELATED_LEADS_LIMIT = 20;

/**
 * The leads in contact groups: leads sharing an email or a phone, directly or through another
 * lead, form one group. Groups keep the order of their first lead; so do the leads in each.
 */
export function groupByContact<T extends { email: string; phone?: string }>(leads: T[]): T[][] {
  const parent = leads.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)));
  const byKey = new Map<string, number>();
  leads.forEach((lead, index) => {
    for (const key of contactKeys(lead)) {
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, index);
      else parent[root(index)] = root(seen);
    }
  });
  const groups = new Map<number, T[]>();
  leads.forEach((lead, index) => {
    const group = groups.get(root(index)) ?? [];
    group.push(lead);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}
