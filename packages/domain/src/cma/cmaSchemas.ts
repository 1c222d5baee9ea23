/** The staff routes' bodies (docs/product/cma.md#the-editor), each refused with its CMA_TEXTS message. */
import { array, mixed, number, object, string, type InferType } from 'yup';
import { trimmedString } from '../shared/fields';
import { valuationSubjectSchema } from '../valuation/valuationSubjectSchema';
import { FITTED_ADJUSTMENTS, type FittedAdjustment } from './cma';
import { CMA_RULES as RULES } from './cmaRules';
import { CMA_TEXTS as TEXTS } from './cmaTexts';

const listingId = string().required().max(200);
const address = trimmedString().min(1, TEXTS.addressRequired).max(RULES.maxAddress, TEXTS.addressRequired);
const unique = (ids: readonly (string | undefined)[] | undefined) => new Set(ids).size === (ids ?? []).length;

/** POST /api/cmas: a seller lead's id (its home; the address may be given), or a home's address and facts. */
export const newCmaSchema = object({
  leadId: string().max(200),
  address,
  home: valuationSubjectSchema.optional().default(undefined),
}).test('lead-or-home', TEXTS.leadOrHome, (body) => Boolean(body.leadId) || Boolean(body.home && body.address));
export type NewCmaInput = InferType<typeof newCmaSchema>;

const lineSchema = object({
  label: trimmedString().required(TEXTS.lineLabelRequired).max(RULES.maxLabel, TEXTS.lineLabelRequired),
  dollars: number()
    .typeError(TEXTS.lineDollarsRange)
    .required(TEXTS.lineDollarsRange)
    .integer(TEXTS.lineDollarsRange)
    .min(-RULES.maxLineDollars, TEXTS.lineDollarsRange)
    .max(RULES.maxLineDollars, TEXTS.lineDollarsRange),
  replaces: mixed<FittedAdjustment>().oneOf([...FITTED_ADJUSTMENTS], TEXTS.lineReplacesKey),
});

/** PUT /api/cmas/:id: the agent's choices, whole; the address may be corrected. */
export const cmaChoicesSchema = object({
  address: address.optional(),
  comparables: array(
    object({ id: listingId, lines: array(lineSchema.required()).max(RULES.maxLines, TEXTS.tooManyLines).default([]) }).required(),
  )
    .max(RULES.maxComparables, TEXTS.tooManyComparables)
    .default([])
    .test('unique', TEXTS.duplicateChoice, (choices) => unique(choices?.map((choice) => choice.id))),
  competition: array(listingId.required())
    .max(RULES.maxCompetition, TEXTS.tooManyCompetition)
    .default([])
    .test('unique', TEXTS.duplicateChoice, unique),
  note: string().max(RULES.maxNote, TEXTS.noteTooLong).default(''),
});
export type CmaChoicesInput = InferType<typeof cmaChoicesSchema>;

/** GET /api/cmas: a lead's CMAs, or without `leadId` the caller's own. */
export const cmaListQuerySchema = object({ leadId: string().max(200) });
