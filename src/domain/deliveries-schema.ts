// The input schemas of deliveries: the admin's store endpoint form and the artist's takedown
// request (kept apart from deliveries.ts so screens that only show deliveries do not load zod).
import { z } from 'zod';
import { ENDPOINT_PROTOCOLS, EXTRA_RECIPIENTS_MAX, TAKEDOWN_REASON_MAX } from './deliveries.ts';
import { dpidProblem, normaliseDpid } from './dpid.ts';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), `${label} cannot contain control characters`);

/** A DDEX party id as typed (the printed form with hyphens too), kept as messages write it; checked with its check character. */
const dpid = z
  .string()
  .max(40, 'A DDEX party id has 18 characters')
  .transform(normaliseDpid)
  .superRefine((v, ctx) => {
    const problem = dpidProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An endpoint as the admin saves it. The secret is only sent to change it (null removes it). */
export const storeEndpointSchema = z
  .object({
    name: text('Store name', 80),
    /** The store's DPID; empty or null until the store gives it. */
    partyId: z.preprocess((v) => (v === undefined || (typeof v === 'string' && !v.trim()) ? null : v), dpid.nullable()),
    /** Further recipients of the same messages, as YouTube's Content ID beside YouTube. */
    extraPartyIds: z
      .array(dpid)
      .max(EXTRA_RECIPIENTS_MAX, `At most ${EXTRA_RECIPIENTS_MAX} further recipients`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each further recipient once')
      .default([]),
    protocol: z.enum(ENDPOINT_PROTOCOLS, 'Protocol must be SFTP, S3 or a local folder'),
    host: text('Host', 255).nullable(),
    port: z.number().int('Port must be a whole number').min(1, 'Port must be 1 to 65535').max(65535, 'Port must be 1 to 65535').nullable(),
    username: text('User', 128).nullable(),
    secretKind: z.enum(['password', 'private_key'], 'Secret must be a password or a private key').nullable(),
    secret: z.string().min(1, 'Secret is required').max(16_384, 'Secret is at most 16384 characters').nullable().optional(),
    remotePath: text('Remote path', 500).refine((v) => !v.split(/[\\/]/).includes('..'), 'Remote path cannot contain ..'),
    enabled: z.boolean(),
  })
  .refine((v) => v.protocol !== 'sftp' || (v.host && v.username), { message: 'SFTP needs a host and a user', path: ['host'] })
  // A store reached over SFTP or S3 takes live messages, addressed to its DPID; a local folder is a test store.
  .refine((v) => v.protocol === 'folder' || !v.enabled || v.partyId, {
    message: "Enter the store's DDEX party id before enabling delivery over SFTP or S3",
    path: ['partyId'],
  })
  .refine((v) => !v.partyId || !v.extraPartyIds.includes(v.partyId), {
    message: "A further recipient is not the store's own party id",
    path: ['extraPartyIds'],
  })
  .refine((v) => v.protocol !== 'folder' || !v.remotePath.startsWith('/'), {
    message: 'A local folder is a path inside deliveries/ in the data folder, as deliveries/spotify',
    path: ['remotePath'],
  });
export type StoreEndpointInput = z.infer<typeof storeEndpointSchema>;

export const updateStoreEndpointSchema = z.object({ endpoint: storeEndpointSchema, version: z.string().max(40) });

export const takedownRequestSchema = z.object({
  /** Endpoint ids; empty or absent: every store the release was delivered to. */
  storeIds: z
    .array(z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Choose stores from the list'))
    .max(100, 'Choose stores from the list')
    .optional(),
  reason: z.string().trim().max(TAKEDOWN_REASON_MAX, `Reason is at most ${TAKEDOWN_REASON_MAX} characters`).optional(),
});
export type TakedownRequestInput = z.infer<typeof takedownRequestSchema>;

export const decideTakedownSchema = z.object({ decision: z.enum(['approved', 'rejected'], 'Approve or reject the request') });
