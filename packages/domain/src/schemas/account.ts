/** SPEC §5: sign-in and new-user schemas. Only the admin role can be created. */
import { mixed, object, type InferType } from 'yup';
import type { Role } from '../entities';
import { emailField, optionalText, requiredText } from './fields';

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
  role: mixed<Role>().oneOf(['admin'], 'Only the admin role can be created').default('admin'),
});

export type LoginInput = InferType<typeof loginSchema>;
export type NewUserInput = InferType<typeof newUserSchema>;
