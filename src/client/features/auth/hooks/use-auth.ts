import { createContext, useContext } from 'react';
import type { SessionUser } from '@shared/schemas/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';
/** `signedOutHere`: the person pressed Sign Out in this tab (so protected screens lead home, not to /auth). */
export type AuthState = { status: AuthStatus; user: SessionUser | null; expiresAt: number | null; signedOutHere: boolean };

export const AuthContext = createContext<AuthState>({ status: 'loading', user: null, expiresAt: null, signedOutHere: false });

/** Who is signed in: `status` is 'loading' until the session has been read (and refreshed if needed). */
export const useAuth = () => useContext(AuthContext);
