// What POST /api/contact answers with. The schema is the server's answer contract; the web takes
// only its type (the public pages stay free of zod).
import { z } from 'zod';

/** The stored message's reference. */
export const contactMessageDto = z.object({ id: z.string(), reference: z.string(), createdAt: z.string() });
export type ContactMessageDto = z.infer<typeof contactMessageDto>;
