import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from './client';

/**
 * An email's signed link to the API (an alert's or a homeowner report's unsubscribe): its GET says
 * what its POST would do and changes nothing; its POST does it. The token is the only permission.
 */
const emailLinkUrl = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export const useEmailLinkPreview = <Preview extends { message: string }>(path: string, token: string) =>
  useQuery(queryOptions({ queryKey: [emailLinkUrl(path, token)], queryFn: () => getJson<Preview>(emailLinkUrl(path, token)) }));

export const useEmailLinkPost = (path: string, token: string) =>
  useMutation({ mutationFn: () => sendJson<{ message: string }>('POST', emailLinkUrl(path, token)) });
