// The plain client: the app calls its actions only; session state lives in lib/auth.ts.
import { createAuthClient } from 'better-auth/client';

export const authClient = createAuthClient({ basePath: '/api/auth' });
