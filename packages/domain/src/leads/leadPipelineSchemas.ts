/** What staff send to move a lead through the pipeline. */
import { mixed, object, type InferType } from 'yup';
import { LEAD_STATUSES, type LeadStatus } from './leadPipeline';
import { TEXT_LIMITS } from '../shared/textLimits';
import { requiredText, trimmedString } from '../shared/fields';

export const leadUpdateSchema = object({
  status: mixed<LeadStatus>().oneOf([...LEAD_STATUSES], `Status must be one of: ${LEAD_STATUSES.join(', ')}`),
  /** A staff account's id; null takes the lead from its owner. */
  ownerId: trimmedString().typeError('ownerId must be a staff account id').min(1, 'ownerId must be a staff account id').nullable(),
}).test('something', 'Send a status or an ownerId to change', (value) => value.status !== undefined || value.ownerId !== undefined);

export type LeadUpdateInput = InferType<typeof leadUpdateSchema>;

export const leadNoteSchema = object({
  text: requiredText(1, 'A note needs some text').max(TEXT_LIMITS.note, `A note can be at most ${TEXT_LIMITS.note} characters`),
});

export type LeadNoteInput = InferType<typeof leadNoteSchema>;
