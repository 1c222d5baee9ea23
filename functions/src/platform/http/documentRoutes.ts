import type { Request, RequestHandler, Router } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import type { DocumentStore } from '../firestore/documentStore';
import { badRequest, conflict, notFound } from '../httpError';
import { noStore, publicCache } from './cache';
import { requireAdmin } from './session';
import { validateBody, validated } from './validate';

export interface DocumentRoutesOptions<T, S extends AnyObjectSchema> {
  /** The collection's path under /api, e.g. '/neighborhoods'. */
  path: string;
  store: DocumentStore<T, InferType<S>>;
  /** The shared form schema; a PATCH validates the stored item merged with the changes. */
  schema: S;
  deletedMessage: string;
  /** The 404's message: no such item, or one `publicView` hides. */
  notFoundMessage: string;
  /** The 409's message when an item's content key (a slug, a name) is another's. */
  idTakenMessage?: string;
  /** What the public GET answers of an item (it, or a part of it); null answers 404 (an item only staff may see). */
  publicView?: (item: T) => object | null;
  /** What a DELETE must pass besides requireAdmin (the listings' step-up). */
  deleteGuards?: RequestHandler[];
  /** After an item was replaced or deleted (`after` undefined): tidy up what only it used. */
  afterChange?: (before: T, after: T | undefined) => Promise<void>;
}

/** GET {path}/:id for everyone; POST {path}, PATCH and DELETE {path}/:id for admins. */
export function documentRoutes<T extends object, S extends AnyObjectSchema>(
  router: Router,
  {
    path,
    store,
    schema,
    deletedMessage,
    notFoundMessage,
    idTakenMessage = 'This item already exists',
    publicView = (item: T): object | null => item,
    afterChange,
    deleteGuards = [],
  }: DocumentRoutesOptions<T, S>,
): void {
  const item = `${path}/:id`;
  /** A write's answer, or the error of its refusal. */
  const written = <A>(answer: A | 'gone' | 'taken'): A => {
    if (answer === 'gone') throw notFound(notFoundMessage);
    if (answer === 'taken') throw conflict(idTakenMessage);
    return answer;
  };

  router.get(item, publicCache, async (req, res) => {
    const found = await store.find(String(req.params.id));
    const shown = found && publicView(found);
    if (!shown) throw notFound(notFoundMessage);
    res.json(shown);
  });

  // The journal of a store that keeps one records who made each write.
  const noteOf = (req: Request) => ({ by: req.session?.uid ?? null });

  router.post(path, noStore, requireAdmin, validateBody(schema), async (req, res) => {
    res.status(201).json(written(await store.create(req.body as InferType<S>, noteOf(req))));
  });

  router.patch(item, noStore, requireAdmin, async (req, res) => {
    const changes: unknown = req.body ?? {};
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
      throw badRequest('Request body must be a JSON object');
    }
    let before: T | undefined;
    const after = written(
      await store.update(
        String(req.params.id),
        (current) => {
          before = current;
          return validated(schema, { ...current, ...changes });
        },
        noteOf(req),
      ),
    );
    await afterChange?.(before!, after);
    res.json(after);
  });

  router.delete(item, noStore, requireAdmin, ...deleteGuards, async (req, res) => {
    const removed = written(await store.remove(String(req.params.id)));
    await afterChange?.(removed, undefined);
    res.json({ message: deletedMessage });
  });
}
