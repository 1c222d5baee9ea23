import { Router, type RequestHandler } from 'express';
import { newUserSchema, userUpdateSchema, type NewUserInput, type UserUpdateInput } from '@estate/domain';
import { noStore, requireAdmin, validateBody } from '../platform';
import type { UserService } from './userService';

/** /admin/users: staff accounts, admins only; a role change and a deletion need a recent factor (stepUp). */
export function usersRouter({ accounts, stepUp }: { accounts: UserService; stepUp: RequestHandler }): Router {
  const router = Router();
  router.use('/admin/users', noStore, requireAdmin);
  const roleChange: RequestHandler = (req, res, next) =>
    (req.body as UserUpdateInput).role === undefined ? next() : stepUp(req, res, next);

  router.get('/admin/users', async (_req, res) => {
    res.json(await accounts.list());
  });

  router.post('/admin/users', validateBody(newUserSchema), async (req, res) => {
    res.status(201).json(await accounts.create(req.body as NewUserInput));
  });

  router.patch('/admin/users/:id', validateBody(userUpdateSchema), roleChange, async (req, res) => {
    res.json(await accounts.update(String(req.params.id), req.body as UserUpdateInput, req.session!.uid));
  });

  router.post('/admin/users/:id/reset-password', async (req, res) => {
    const newPassword = await accounts.resetPassword(String(req.params.id));
    res.json({ message: 'Password reset', newPassword });
  });

  router.delete('/admin/users/:id', stepUp, async (req, res) => {
    await accounts.remove(String(req.params.id), req.session!.uid);
    res.json({ message: 'User deleted' });
  });

  return router;
}
