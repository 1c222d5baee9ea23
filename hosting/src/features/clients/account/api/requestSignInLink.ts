import { useMutation } from '@tanstack/react-query';
import type { SignInLinkRequest } from '@estate/domain';
import { sendJson } from '@/api/client';

export const requestSignInLink = (request: SignInLinkRequest) =>
  sendJson<{ message: string }>('POST', '/api/account/sign-in-link', request, { appCheck: true });

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });
