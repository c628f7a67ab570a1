// The input schemas of deliveries: the admin's store endpoint form and the artist's takedown
// request (kept apart from deliveries.ts so screens that only show deliveries do not load zod).
import { z } from 'zod';
import {
  ENDPOINT_PROTOCOLS,
  EXTRA_RECIPIENTS_MAX,
  SECRET_MAX,
  TAKEDOWN_REASON_MAX,
  endpointFieldLabels,
  type StoreEndpointFieldLabels,
} from './deliveries.ts';
import { dpidProblem, normaliseDpid } from './dpid.ts';
import { UUID_PATTERN } from './uuid.ts';

/** A DDEX party id as typed (the printed form with hyphens too), kept as messages write it; checked with its check character. */
const dpid = z
  .string()
  .max(40, 'A DDEX party id has 18 characters')
  .transform(normaliseDpid)
  .superRefine((v, ctx) => {
    const problem = dpidProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && !v.trim()) ? null : v);
const maybeText = z.preprocess(blankToNull, z.string().trim().nullable());
const hasControl = (v: string) => [...v].some((ch) => ch.charCodeAt(0) < 32);

/**
 * An endpoint as the admin saves it (and as the console's form holds it: empty fields, the port as
 * typed, the further recipients as one text). Every message names the field as the form labels
 * it for the protocol chosen (endpointFieldLabels). The secret is only sent to change it: empty or
 * absent keeps the one saved, null removes it.
 */
export const storeEndpointSchema = z
  .object({
    name: z.string().trim(),
    /** The store's DPID; empty or null until the store gives it. */
    partyId: z.preprocess(blankToNull, dpid.nullable()),
    /** Further recipients of the same messages, as YouTube's Content ID beside YouTube. */
    extraPartyIds: z.preprocess(
      (v) => (v === undefined ? [] : typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
      z
        .array(dpid)
        .max(EXTRA_RECIPIENTS_MAX, `At most ${EXTRA_RECIPIENTS_MAX} further recipients`)
        .refine((ids) => new Set(ids).size === ids.length, 'Each further recipient once'),
    ),
    protocol: z.enum(ENDPOINT_PROTOCOLS, 'Protocol must be SFTP, S3 or a local folder'),
    host: maybeText,
    port: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? Number(v.trim()) : null) : (v ?? null)),
      z
        .number('Port must be a whole number')
        .int('Port must be a whole number')
        .min(1, 'Port must be 1 to 65535')
        .max(65535, 'Port must be 1 to 65535')
        .nullable(),
    ),
    username: maybeText,
    secretKind: z.preprocess(blankToNull, z.enum(['password', 'private_key'], 'Sign in with a password or a private key').nullable()),
    secret: z.preprocess((v) => (v === '' ? undefined : v), z.string().nullable().optional()),
    remotePath: z.string().trim(),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const label = endpointFieldLabels(v.protocol, v.secretKind);
    const issue = (field: keyof StoreEndpointFieldLabels, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    const text = (field: 'name' | 'host' | 'username' | 'remotePath', value: string | null, max: number, required: boolean) => {
      if (!value) return required && issue(field, `${label[field]} is required`);
      if (value.length > max) issue(field, `${label[field]} is at most ${max} characters`);
      else if (hasControl(value)) issue(field, `${label[field]} cannot contain control characters`);
    };
    text('name', v.name, 80, true);
    text('remotePath', v.remotePath, 500, true);
    // SFTP needs both to sign in; S3 without a service address is AWS, without keys the server's own credentials.
    text('host', v.host, 255, v.protocol === 'sftp');
    text('username', v.username, 128, v.protocol === 'sftp');
    if (v.secret && v.secret.length > SECRET_MAX) issue('secret', `${label.secret} is at most ${SECRET_MAX} characters`);
    if (v.remotePath.split(/[\\/]/).includes('..')) issue('remotePath', `${label.remotePath} cannot contain ..`);
    if (v.protocol === 'folder' && v.remotePath.startsWith('/'))
      issue('remotePath', 'A local folder is a path inside deliveries/ in the data folder, as deliveries/spotify');
    // A store reached over SFTP or S3 takes live messages, addressed to its DPID; a local folder is a test store.
    if (v.protocol !== 'folder' && v.enabled && !v.partyId)
      issue('partyId', "Enter the store's DDEX party id before enabling delivery over SFTP or S3");
    if (v.partyId && v.extraPartyIds.includes(v.partyId)) issue('extraPartyIds', "A further recipient is not the store's own party id");
  });
export type StoreEndpointInput = z.output<typeof storeEndpointSchema>;
/** The endpoint as the console's form holds it before the schema reads it. */
export type StoreEndpointFormInput = z.input<typeof storeEndpointSchema>;

export const updateStoreEndpointSchema = z.object({ endpoint: storeEndpointSchema, version: z.string().max(40) });
export const createStoreEndpointSchema = z.object({ endpoint: storeEndpointSchema });
/** Trying an endpoint as the form holds it; with the id of a saved one, its saved secret is used when none is typed. */
export const testStoreEndpointSchema = z.object({
  endpoint: storeEndpointSchema,
  id: z.string().regex(UUID_PATTERN, 'Store endpoint not found').optional(),
});

export const takedownRequestSchema = z.object({
  /** Endpoint ids; empty or absent: every store the release was delivered to. */
  storeIds: z.array(z.string().regex(UUID_PATTERN, 'Choose stores from the list')).max(100, 'Choose stores from the list').optional(),
  reason: z.string().trim().max(TAKEDOWN_REASON_MAX, `Reason is at most ${TAKEDOWN_REASON_MAX} characters`).optional(),
});
export type TakedownRequestInput = z.infer<typeof takedownRequestSchema>;

export const decideTakedownSchema = z.object({ decision: z.enum(['approved', 'rejected'], 'Approve or reject the request') });
