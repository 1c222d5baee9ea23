import { createContext, useContext, type ReactNode } from 'react';
import type { LoginInput, NewUserInput, PendingSignIn, User } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions, useCurrentUser } from './api/getCurrentUser';
import { isPendingSignIn, useLogin } from './api/login';
import { useLogout } from './api/logout';
import { useRegister } from './api/register';
import { useSessionExpiry } from './useSessionExpiry';

export interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  /** Resolves with the user or the step the sign-in waits for, or rejects after the failure toast (the caller may show it inline too). */
  login(input: LoginInput): Promise<User | PendingSignIn>;
  /** A sign-in finished after the password (a factor, an enrolment, a passkey alone): the user is current, welcomed. */
  signedIn(user: User): void;
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
  const queryClient = useQueryClient();
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
        const answer = await loginMutation.mutateAsync(input);
        if (!isPendingSignIn(answer)) value.signedIn(answer);
        return answer;
      } catch (error) {
        notification.error({ title: 'Login failed', description: errorMessage(error, 'Login failed') });
        throw error;
      }
    },
    signedIn(user) {
      queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user);
      notification.success({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!` });
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
