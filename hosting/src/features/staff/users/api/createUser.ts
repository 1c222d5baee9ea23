import type { NewUserInput, User } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_READS, USERS_URL } from './urls';

export const createUser = (input: NewUserInput) => sendJson<User>('POST', USERS_URL, input);

export const useCreateUser = () => useAdminMutation(createUser, ACCOUNT_READS);
