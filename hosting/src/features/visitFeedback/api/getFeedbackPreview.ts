import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackPreview } from '@estate/domain';
import { getJson } from '@/api/client';
import { feedbackUrl } from './urls';

/** What a feedback link is about, and the answer given, if any; asking changes nothing. */
export const getFeedbackPreview = (token: string) => getJson<FeedbackPreview>(feedbackUrl(token));

export const getFeedbackPreviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: [feedbackUrl(token)], queryFn: () => getFeedbackPreview(token) });

export const useFeedbackPreview = (token: string) => useQuery(getFeedbackPreviewQueryOptions(token));
