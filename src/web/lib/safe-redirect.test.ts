// After sign-in only a path of this site that the router knows is followed; everything else,
// however it is spelt, falls back to the dashboard.
import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../app/router.tsx';
import { paths } from './paths.ts';
import { safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://tunelane.example';
const go = (value: string | null) => safeRedirect(value, isKnownPath, paths.dashboard, ORIGIN);

describe('safeRedirect', () => {
  it('follows known paths of this site, with their query and fragment', () => {
    expect(go('/dashboard/my-releases?status=draft')).toBe('/dashboard/my-releases?status=draft');
    expect(go('/dashboard/releases/5f0c6a8e-2b9d-4c1e-9f3a-1b2c3d4e5f60/edit')).toBe(
      '/dashboard/releases/5f0c6a8e-2b9d-4c1e-9f3a-1b2c3d4e5f60/edit',
    );
    expect(go('/pricing#plans')).toBe('/pricing#plans');
    expect(go('/')).toBe('/');
  });

  it('falls back to the dashboard for other sites, odd spellings and paths the router does not know', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/%09/evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/dashboard/%E0%A4%A',
      '/no/such/page',
      '/dashboard/nothing-here',
    ]) {
      expect(go(bad), String(bad)).toBe(paths.dashboard);
    }
  });
});
