// The console's rules (admin-list*.ts, releases-admin*.ts, users-admin*.ts, audit*.ts): the
// shared table query, the review's checklist and its refusal of a rejection without notes, the
// user filters and changes, the audit filters, and the words of the answers.
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, COUNT_CAP, RECORD_CHANGED, totalLabel } from './admin-list.ts';
import { cursorParam, dirParam, limitParam, searchParam, sortParam, versionParam } from './admin-list-schema.ts';
import {
  audioChecklist,
  coverChecklist,
  REJECT_NEEDS_NOTES,
  RELEASE_DELETED,
  RELEASE_SORTS,
  releaseStatusUpdatedMessage,
} from './releases-admin-options.ts';
import { RELEASE_NOT_FOUND } from './releases-admin-dto.ts';
import { adminReleaseListQuerySchema, reviewReleaseSchema } from './releases-admin.ts';
import { changeRoleSchema, suspensionSchema, userListQuerySchema, USER_SORTS, USER_STATUSES } from './users-admin.ts';
import {
  LAST_ADMIN,
  LAST_ADMIN_SUSPEND,
  ROLE_LABELS,
  roleUpdatedMessage,
  SELF_SUSPEND,
  USER_NOT_FOUND,
  USER_RESTORED,
  USER_SUSPENDED,
} from './users-admin-texts.ts';
import { ROLES } from './profile.ts';
import { auditListQuerySchema } from './audit.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, auditActionLabel } from './audit-actions.ts';
import type { AudioInfo } from './uploads.ts';

const VERSION = '2026-11-23T10:00:00.123456Z';
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the shared table query', () => {
  it('trims and bounds the search, the page size and the cursor', () => {
    expect(searchParam.parse(undefined)).toBe('');
    expect(searchParam.parse('  monsoon ')).toBe('monsoon');
    expect(message(searchParam.safeParse('q'.repeat(201)))).toBe('Search must be at most 200 characters');
    expect(searchParam.safeParse('q'.repeat(200)).success).toBe(true);
    expect(limitParam.parse(undefined)).toBe(ADMIN_PAGE_SIZE);
    expect(ADMIN_PAGE_SIZE).toBe(25);
    expect(limitParam.parse('100')).toBe(100);
    expect(limitParam.parse('1')).toBe(1);
    for (const bad of ['0', '101', '2.5', 'x']) expect(limitParam.safeParse(bad).success, bad).toBe(false);
    expect(cursorParam.parse(undefined)).toBeUndefined();
    expect(cursorParam.safeParse('c'.repeat(500)).success).toBe(true);
    expect(message(cursorParam.safeParse('c'.repeat(501)))).toBe('Unknown page');
  });

  it('sorts by the named columns, newest first unless asked', () => {
    const sort = sortParam(['created', 'title'] as const, 'created');
    expect(sort.parse(undefined)).toBe('created');
    expect(sort.parse('title')).toBe('title');
    expect(message(sort.safeParse('streams'))).toBe('Sort by one of: created, title');
    expect(dirParam.parse(undefined)).toBe('desc');
    expect(dirParam.parse('asc')).toBe('asc');
    expect(message(dirParam.safeParse('up'))).toBe('Sort direction must be asc or desc');
    expect(message(dirParam.safeParse('up'))).toBe('Sort direction must be asc or desc');
  });

  it('takes a record version to the microsecond, in UTC, and nothing else', () => {
    expect(versionParam.parse(VERSION)).toBe(VERSION);
    for (const bad of [
      '2026-11-23T10:00:00.123Z',
      '2026-11-23 10:00:00.123456Z',
      'x2026-11-23T10:00:00.123456Z',
      '2026-11-23T10:00:00.123456Zx',
      '2026-13-45T10:00:00.123456Z',
      '',
    ]) {
      expect(message(versionParam.safeParse(bad)), bad).toBe('Reload the record and try again');
    }
  });

  it('labels totals, capped ones with a plus', () => {
    expect(totalLabel(1234, false)).toBe('1,234');
    expect(totalLabel(COUNT_CAP, true)).toBe('10,000+');
    expect(COUNT_CAP).toBe(10_000);
    expect(RECORD_CHANGED).toBe('This record was changed by someone else. Reload it to see the latest version, then try again.');
  });
});

describe('releases in the console', () => {
  it('filters by status and sorts by the release columns', () => {
    expect(RELEASE_SORTS).toEqual(['created', 'title', 'streams', 'revenue']);
    expect(adminReleaseListQuerySchema.parse({})).toEqual({ q: '', status: 'all', sort: 'created', dir: 'desc', limit: 25 });
    expect(adminReleaseListQuerySchema.parse({ status: 'pending', sort: 'revenue', dir: 'asc', cursor: 'abc' })).toMatchObject({
      status: 'pending',
      sort: 'revenue',
      dir: 'asc',
      cursor: 'abc',
    });
    expect(adminReleaseListQuerySchema.parse({ status: 'all' }).status).toBe('all');
    expect(message(adminReleaseListQuerySchema.safeParse({ status: 'deleted' }))).toBe('Unknown status filter');
  });

  it('reviews to any status, with trimmed notes, and wants notes to reject', () => {
    expect(reviewReleaseSchema.parse({ status: 'approved', version: VERSION })).toEqual({
      status: 'approved',
      adminNotes: '',
      version: VERSION,
    });
    expect(reviewReleaseSchema.parse({ status: 'rejected', adminNotes: ' Cover has text on it ', version: VERSION }).adminNotes).toBe(
      'Cover has text on it',
    );
    const rejected = reviewReleaseSchema.safeParse({ status: 'rejected', adminNotes: '   ', version: VERSION });
    expect(rejected.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['adminNotes', REJECT_NEEDS_NOTES]]);
    expect(message(reviewReleaseSchema.safeParse({ status: 'gone', version: VERSION }))).toBe('Please choose a status from the list');
    expect(message(reviewReleaseSchema.safeParse({ status: 'approved', adminNotes: 'n'.repeat(5001), version: VERSION }))).toBe(
      'Notes must be at most 5000 characters',
    );
    expect(reviewReleaseSchema.safeParse({ status: 'approved', adminNotes: 'n'.repeat(5000), version: VERSION }).success).toBe(true);
  });

  it('says what happened in words', () => {
    expect(releaseStatusUpdatedMessage('distributed')).toBe('Release status updated to distributed');
    expect(RELEASE_DELETED).toBe('Release deleted successfully');
    expect(REJECT_NEEDS_NOTES).toBe('Please write in the notes why the release is rejected: the artist reads them.');
    expect(RELEASE_NOT_FOUND).toBe('Release not found');
  });

  it('lists what a reviewer checks in the audio', () => {
    const wav: AudioInfo = {
      container: 'WAVE',
      codec: 'PCM',
      durationSeconds: 180,
      sampleRate: 44_100,
      bitDepth: 24,
      channels: 2,
      lossless: true,
    };
    expect(audioChecklist(wav)).toEqual([
      { label: 'Format', value: 'WAVE (PCM)', ok: true },
      { label: 'Sample rate', value: '44.1 kHz', ok: true },
      { label: 'Bit depth', value: '24-bit', ok: true },
      { label: 'Channels', value: 'Stereo', ok: true },
    ]);
    expect(
      audioChecklist({ ...wav, container: 'MPEG', codec: null, sampleRate: 48_000, bitDepth: null, channels: 1, lossless: false }),
    ).toEqual([
      { label: 'Format', value: 'MPEG', ok: false },
      { label: 'Sample rate', value: '48 kHz', ok: true },
      { label: 'Bit depth', value: 'Not stored (lossy)', ok: true },
      { label: 'Channels', value: 'Mono', ok: false },
    ]);
    expect(audioChecklist({ ...wav, sampleRate: null, bitDepth: 20, channels: 6 })).toEqual([
      { label: 'Format', value: 'WAVE (PCM)', ok: true },
      { label: 'Sample rate', value: 'Unknown', ok: true },
      { label: 'Bit depth', value: '20-bit', ok: false },
      { label: 'Channels', value: '6 channels', ok: false },
    ]);
    expect(audioChecklist({ ...wav, sampleRate: 44_099, bitDepth: 16, channels: null }).map((i) => [i.value, i.ok])).toEqual([
      ['WAVE (PCM)', true],
      ['44.1 kHz', false],
      ['16-bit', true],
      ['Unknown', true],
    ]);
    expect(audioChecklist({ ...wav, bitDepth: null }).find((i) => i.label === 'Bit depth')).toEqual({
      label: 'Bit depth',
      value: 'Not stored (lossy)',
      ok: true,
    });
    expect(audioChecklist({ ...wav, sampleRate: 22_050 })[1]).toEqual({ label: 'Sample rate', value: '22.1 kHz', ok: false });
  });

  it('lists what a reviewer checks in the cover', () => {
    expect(coverChecklist({ width: 3000, height: 3000, format: 'png', colourMode: 'rgb' })).toEqual([
      { label: 'Size', value: '3000 x 3000', ok: true },
      { label: 'Square', value: 'Yes', ok: true },
      { label: 'Colour mode', value: 'RGB', ok: true },
    ]);
    expect(coverChecklist({ width: 3000, height: 2999, format: 'jpeg', colourMode: 'cmyk' })).toEqual([
      { label: 'Size', value: '3000 x 2999', ok: false },
      { label: 'Square', value: 'No', ok: false },
      { label: 'Colour mode', value: 'CMYK', ok: false },
    ]);
  });
});

describe('users in the console', () => {
  it('filters by plan, role and status, and sorts by user columns', () => {
    expect(USER_SORTS).toEqual(['created', 'name', 'email']);
    expect(userListQuerySchema.parse({})).toEqual({
      q: '',
      plan: 'all',
      role: 'all',
      status: 'all',
      sort: 'created',
      dir: 'desc',
      limit: 25,
    });
    expect(userListQuerySchema.parse({ plan: 'small_label', role: 'admin', status: 'suspended', sort: 'email' })).toMatchObject({
      plan: 'small_label',
      role: 'admin',
      status: 'suspended',
      sort: 'email',
    });
    expect(userListQuerySchema.parse({ plan: 'all', role: 'all', status: 'all' })).toMatchObject({
      plan: 'all',
      role: 'all',
      status: 'all',
    });
    expect(message(userListQuerySchema.safeParse({ plan: 'gold' }))).toBe('Unknown plan filter');
    expect(message(userListQuerySchema.safeParse({ role: 'owner' }))).toBe('Unknown role filter');
    expect(message(userListQuerySchema.safeParse({ status: 'deleted' }))).toBe('Unknown status filter');
  });

  it('changes a role or a suspension of a version of the record', () => {
    expect(changeRoleSchema.parse({ role: 'admin', version: VERSION })).toEqual({ role: 'admin', version: VERSION });
    expect(message(changeRoleSchema.safeParse({ role: 'owner', version: VERSION }))).toBe('Please choose a role from the list');
    expect(changeRoleSchema.safeParse({ role: 'user' }).success).toBe(false);
    expect(suspensionSchema.parse({ version: VERSION })).toEqual({ version: VERSION });
    expect(suspensionSchema.safeParse({}).success).toBe(false);
  });

  it('says what happened in words', () => {
    expect(ROLES).toEqual(['user', 'admin']);
    expect(ROLE_LABELS).toEqual({ user: 'User', admin: 'Admin' });
    expect(USER_STATUSES).toEqual(['active', 'suspended']);
    expect(roleUpdatedMessage('admin')).toBe('User role updated to admin');
    expect([LAST_ADMIN, SELF_SUSPEND, LAST_ADMIN_SUSPEND, USER_NOT_FOUND, USER_SUSPENDED, USER_RESTORED]).toEqual([
      'An admin cannot remove the last admin.',
      'You cannot suspend your own account.',
      'An admin cannot suspend the last admin.',
      'User not found',
      'User suspended. Their sessions have ended and they cannot sign in.',
      'Suspension lifted. The user can sign in again.',
    ]);
  });
});

describe('the audit log', () => {
  it('filters by action, record and dates, trimmed and bounded', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ q: '', action: '', entityType: '', entityId: '', limit: 25 });
    expect(
      auditListQuerySchema.parse({
        action: ' user.suspended ',
        entityType: ' user ',
        entityId: ' 42 ',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toMatchObject({
      action: 'user.suspended',
      entityType: 'user',
      entityId: '42',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(message(auditListQuerySchema.safeParse({ from: '01/11/2026' }))).toBe('Dates are YYYY-MM-DD');
    expect(message(auditListQuerySchema.safeParse({ to: '2026-11-30T00:00' }))).toBe('Dates are YYYY-MM-DD');
    expect(message(auditListQuerySchema.safeParse({ to: 'x2026-11-30' }))).toBe('Dates are YYYY-MM-DD');
    expect(message(auditListQuerySchema.safeParse({ to: '5109-61-31' }))).toBe('Dates are YYYY-MM-DD');
    for (const [field, max] of [
      ['action', 100],
      ['entityType', 50],
      ['entityId', 100],
    ] as const) {
      expect(auditListQuerySchema.safeParse({ [field]: 'a'.repeat(max) }).success, field).toBe(true);
      expect(auditListQuerySchema.safeParse({ [field]: 'a'.repeat(max + 1) }).success, field).toBe(false);
    }
  });

  it('names the actions, and an unknown one in words', () => {
    // Every action written has a label (audit-names.test.ts); each reads as words, once.
    const labels = Object.values(AUDIT_ACTIONS);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
    expect(new Set(labels).size).toBe(labels.length);
    expect(AUDIT_ACTIONS).toMatchObject({
      'user.role_changed': 'Role changed',
      'claim.updated': 'Claim updated',
      'takedown.rejected': 'Takedown rejected',
    });
    expect(auditActionLabel('user.suspended')).toBe('User suspended');
    expect(auditActionLabel('payout.sent')).toBe('Payout sent'); // an old entry's key, as words
    expect(AUDIT_ENTITY_TYPES).toEqual([
      'user',
      'release',
      'ticket',
      'claim',
      'hold',
      'settings',
      'sales_import',
      'store_endpoint',
      'report_mapping',
      'split',
    ]);
    for (const t of AUDIT_ENTITY_TYPES) expect(AUDIT_ENTITY_LABELS[t]).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(AUDIT_ENTITY_LABELS.sales_import).toBe('Sales report');
  });
});
