import { useMutation } from '@tanstack/react-query';
import type { FeedbackAnswerInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { feedbackUrl } from './urls';

/** Records the visitor's answer (POST /api/feedback?token=…). */
export const sendFeedback = ({ token, answer }: { token: string; answer: FeedbackAnswerInput }) =>
  sendJson<{ message: string }>('POST', feedbackUrl(token), answer, { appCheck: true });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
