/** docs/product/dashboard.md#users: sign-in and new-user schemas, with the role an admin gives an account. */
import { boolean, mixed, object, type InferType } from 'yup';
import { STAFF_ROLES, type Role } from './staffRoles';
import { emailField, optionalText, requiredText } from '../shared/fields';

const ROLE_MESSAGE = `Role must be one of: ${STAFF_ROLES.join(', ')}`;
const roleField = () => mixed<Role>().oneOf([...STAFF_ROLES], ROLE_MESSAGE);

const username = requiredText(3, 'Username must be at least 3 characters');
const password = requiredText(6, 'Password must be at least 6 characters');

export const loginSchema = object({ username, password });

export const newUserSchema = object({
  // Usernames name documents and appear in URLs: keep them to plain characters.
  username: username.matches(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, hyphens and underscores'),
  password,
  name: requiredText(2, 'Name must be at least 2 characters'),
  email: emailField('Please enter a valid email address'),
  phone: optionalText(),
  // The API's default stays admin, the one role of the first design; the dialog asks.
  role: roleField().default('admin'),
});

export type LoginInput = InferType<typeof loginSchema>;
export type NewUserInput = InferType<typeof newUserSchema>;

/** PATCH /api/admin/users/:id: an admin changes an account's role or whether an agent takes new leads. */
export const userUpdateSchema = object({
  role: roleField(),
  available: boolean().strict().typeError('available must be true or false'),
}).test('something', 'Send a role or available to change', (value) => value.role !== undefined || value.available !== undefined);

export type UserUpdateInput = InferType<typeof userUpdateSchema>;
