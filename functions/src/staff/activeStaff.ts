import { isActiveStaff } from '@estate/domain';
import type { UserRepository } from './userRepository';

/**
 * The first of `uids` whose account may take work now (a staff role, not deactivated), in order;
 * undefined when none may. How a listing's work finds its agent once one has left
 * (docs/product/dashboard.md#users).
 */
export async function firstActiveStaff(
  users: Pick<UserRepository, 'get'>,
  uids: readonly (string | undefined)[],
): Promise<string | undefined> {
  for (const uid of new Set(uids)) if (uid && isActiveStaff(await users.get(uid))) return uid;
  return undefined;
}
