import { createContext, useContext, type ReactNode } from 'react';
import type { LoginInput, NewUserInput, User } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { useCurrentUser } from './api/getCurrentUser';
import { useLogin } from './api/login';
import { useLogout } from './api/logout';
import { useRegister } from './api/register';
import { useSessionExpiry } from './useSessionExpiry';

export interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  /** Resolves with the user, or rejects after the failure toast (the caller may show it inline too). */
  login(input: LoginInput): Promise<User>;
  register(input: NewUserInput): Promise<User>;
  logout(): Promise<void>;
  loggingIn: boolean;
  loggingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const displayName = (user: User) => user.name || user.username;

/** The session's states (docs/product/reference.md#states) and the toasts of signing in, registering and signing out (docs/product/clients.md#sign-in). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const notification = useToast();
  const currentUser = useCurrentUser();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const logoutMutation = useLogout();
  useSessionExpiry();

  const value: AuthContextValue = {
    user: currentUser.data ?? null,
    isLoading: currentUser.isPending,
    loggingIn: loginMutation.isPending,
    loggingOut: logoutMutation.isPending,
    async login(input) {
      try {
        const user = await loginMutation.mutateAsync(input);
        notification.success({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!` });
        return user;
      } catch (error) {
        notification.error({ title: 'Login failed', description: errorMessage(error, 'Login failed') });
        throw error;
      }
    },
    async register(input) {
      try {
        const user = await registerMutation.mutateAsync(input);
        notification.success({ title: 'Registration successful', description: `Welcome, ${displayName(user)}!` });
        return user;
      } catch (error) {
        notification.error({ title: 'Registration failed', description: errorMessage(error, 'Registration failed') });
        throw error;
      }
    },
    async logout() {
      try {
        await logoutMutation.mutateAsync();
        notification.success({ title: 'Logged out', description: 'You have been successfully logged out.' });
      } catch (error) {
        notification.error({ title: 'Logout failed', description: 'Logout failed' });
        throw error;
      }
    },
  };

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
