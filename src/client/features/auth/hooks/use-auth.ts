import { createContext, useContext } from 'react';
import type { SessionUser } from '@shared/schemas/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';
export type AuthState = { status: AuthStatus; user: SessionUser | null; expiresAt: number | null };

export const AuthContext = createContext<AuthState>({ status: 'loading', user: null, expiresAt: null });

/** Who is signed in: `status` is 'loading' until the session has been read (and refreshed if needed). */
export const useAuth = () => useContext(AuthContext);
