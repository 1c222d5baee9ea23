import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/api/client';
import { unsubscribeUrl } from './urls';

/** Does what the email's link says (the confirmation page's button; mail clients post the same URL). */
export const unsubscribe = (token: string) => sendJson<{ message: string }>('POST', unsubscribeUrl(token));

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
