import type { RequestHandler } from 'express';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { badRequest } from '../httpError';

/**
 * Keeps only the schema's own fields. yup's stripUnknown looks keys up on a plain object, so
 * a key such as `toString` or `constructor` crashes it instead of being dropped.
 */
function ownFields(schema: AnyObjectSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('Request body must be a JSON object');
  return Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(schema.fields, key)));
}

/** Validates against a shared schema; a failure is a 400 whose message is the first rule broken. */
export async function validated<S extends AnyObjectSchema>(schema: S, value: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(ownFields(schema, value ?? {}), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path ?? '';
      errors[field] ??= inner.message;
    }
    throw badRequest(Object.values(errors)[0] ?? error.message, { errors });
  }
}

/** Replaces `req.body` with the validated, unknown-keys-stripped value. */
export function validateBody(schema: AnyObjectSchema): RequestHandler {
  return async (req, _res, next) => {
    req.body = await validated(schema, req.body);
    next();
  };
}
