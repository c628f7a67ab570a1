// The only reader of process.env: every setting is validated here, and a bad one stops start-up
// with a message naming it.
import { z } from 'zod';
import { dpidProblem } from '../domain/dpid.ts';
import { isLoopbackUrl } from '../domain/payments-mode.ts';
import { DEMO_GSTIN, gstinProblem } from '../domain/gst.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // How long a job may run before the queue takes it for lost (its instance killed) and hands it
    // to another instance, after the job's retry delay. A job still running then is started again
    // beside it, so it stays above the longest job's run (jobs/job-queue.ts).
    JOB_EXPIRE_SECONDS: z.coerce
      .number()
      .int()
      .min(4)
      .max(23 * 3600)
      .default(15 * 60),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Seals secrets kept in the database (secret-box.ts); unset: derived from the auth secret.
    SECRET_BOX_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Tunelane <no-reply@tunelane.local>'),
    SUPPORT_EMAIL: z.email().default('support@tunelane.local'),
    SUPPORT_PHONE: z.string().trim().min(3).max(40).default('+91 11 4000 1234'),
    CAREERS_EMAIL: z.email().default('careers@tunelane.local'),
    // Where "Start Distributing Today" sends visitors (an external sign-up page, or our own).
    SIGNUP_URL: z
      .string()
      .regex(/^(https?:\/\/|\/(?!\/))/, 'must be an http(s) URL or a path starting with /')
      .default('/auth?mode=signup'),
    // The third-party live-chat widget: its script URL (https) and, when it needs one, its id.
    CHAT_WIDGET_SRC: z
      .url({ protocol: /^https$/, error: 'must be an https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CHAT_WIDGET_ID: optional,
    ADMIN_EMAIL: z
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Our DDEX party id (DPID, as DDEX allocated it with the Implementation Licence), the sender of
    // every message to the stores. Unset: only the local folder test stores get messages, sent as
    // the test party; approving a release for a store reached over SFTP or S3 is refused until it is set.
    DDEX_PARTY_ID: optional.superRefine((v, ctx) => {
      const problem = v === undefined ? null : dpidProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    // Codes handed out at approval: UPCs from our GS1 company prefix, item numbers UPC_FIRST to
    // UPC_LAST (default: the whole prefix); ISRCs from our registrant (country + three characters).
    UPC_PREFIX: z
      .string()
      .regex(/^\d{6,11}$/, 'must be a GS1 company prefix of 6 to 11 digits')
      .default('0860000'),
    UPC_FIRST: z.coerce.number().int().min(0).default(0),
    UPC_LAST: z.coerce.number().int().min(0).optional(),
    ISRC_REGISTRANT: z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'must be a country code and a three-character registrant code, as INTLN')
      .default('INTLN'),
    // The folder of the official DDEX schemas (ern43/, ern-c-sftp18/); found beside the repository when unset.
    DDEX_DIR: optional,
    SEED_DEMO: bool,
    BRAND_NAME: z.string().min(1).default('Tunelane'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    // Files: DATA_DIR/files on disk unless an S3-compatible bucket is configured.
    S3_ENDPOINT: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: optional,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: bool,
    UPLOAD_MAX_AUDIO_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(2 * 1024 ** 3),
    UPLOAD_MAX_COVER_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1024 ** 2),
    // What one account may keep in uploads that no release uses yet (they are removed after a day).
    UPLOAD_UNATTACHED_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 ** 3),
    // Rate limits on sign-in, sign-up and reset; only browser test runs turn them off.
    AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    // Sessions and GET /api/me kept in memory for up to a second (auth/user-cache.ts); the API
    // tests turn it off, so a test's own SQL is seen by its next request.
    USER_CACHE: z.enum(['on', 'off']).default('on'),
    RAZORPAY_KEY_ID: optional,
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // The sandbox checkout: unset = only on a loopback PUBLIC_URL; 'on' anywhere (a warning at
    // start-up and a notice on the pricing screens); 'off' never.
    PAYMENTS_SANDBOX: z
      .enum(['on', 'off', ''], { error: 'must be on or off' })
      .optional()
      .transform((v) => v || undefined),
    SANDBOX_PAYMENT_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The seller every receipt names: legal name (unset: BRAND_NAME), registered address, and for
    // rupee receipts the GSTIN (its state is the seller's) and the SAC code of the service. No
    // GSTIN: rupee receipts say their tax details are not configured, and the console's overview
    // says so too. The local demo (SEED_DEMO) uses a made-up GSTIN whose check character holds.
    SELLER_LEGAL_NAME: z.string().trim().max(200).optional(),
    SELLER_ADDRESS: z.string().trim().max(500).optional(),
    SELLER_GSTIN: optional.superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    SELLER_SAC: z
      .string()
      .regex(/^99\d{4}$/, 'must be a six-digit SAC code (99....)')
      .default('998439'),
    GEOLOCATION_URL: z
      .string()
      .regex(/^https?:\/\/.*\{ip\}/, 'must be an http(s) URL containing {ip}')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((e) => !e.RAZORPAY_KEY_ID === !e.RAZORPAY_KEY_SECRET && !e.RAZORPAY_KEY_ID === !e.RAZORPAY_WEBHOOK_SECRET, {
    message: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be given together',
    path: ['RAZORPAY_KEY_ID'],
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((e) => !e.S3_ENDPOINT || !!e.S3_BUCKET, { message: 'S3_BUCKET is required with S3_ENDPOINT', path: ['S3_BUCKET'] })
  .refine((e) => !e.GOOGLE_CLIENT_ID === !e.GOOGLE_CLIENT_SECRET, {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be given together',
    path: ['GOOGLE_CLIENT_SECRET'],
  });

/** Every setting's name (the deployment files are checked against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export type Env = z.infer<typeof schema> & { PUBLIC_URL: string; SELLER_LEGAL_NAME: string };

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // The demo accounts share a published password (and start-up logs it): only on this machine.
  if (env.SEED_DEMO && !isLoopbackUrl(publicUrl))
    throw new EnvError(
      `Invalid settings:\n  SEED_DEMO: demo data (accounts with a published password) is only for a loopback PUBLIC_URL ` +
        `(localhost, 127.0.0.1 or [::1]), and PUBLIC_URL is ${publicUrl}: unset SEED_DEMO`,
    );
  if (env.SELLER_GSTIN === DEMO_GSTIN && !isLoopbackUrl(publicUrl))
    throw new EnvError(`Invalid settings:\n  SELLER_GSTIN: ${DEMO_GSTIN} is the made-up demo GSTIN, only for a loopback PUBLIC_URL`);
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    SELLER_LEGAL_NAME: env.SELLER_LEGAL_NAME || env.BRAND_NAME,
    SELLER_ADDRESS: env.SELLER_ADDRESS || undefined,
    SELLER_GSTIN: env.SELLER_GSTIN ?? (env.SEED_DEMO ? DEMO_GSTIN : undefined),
  };
}

/** The names of this machine a browser may use for a loopback PUBLIC_URL. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages are ours: PUBLIC_URL's, and when PUBLIC_URL is on loopback (localhost,
 * 127.0.0.1 or [::1]) the other two of those names with the same scheme and port, since all three
 * reach this server. Any other PUBLIC_URL trusts only itself.
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_HOSTS.filter((h) => h !== url.hostname).map((h) => `${url.protocol}//${h}${port}`)];
}
