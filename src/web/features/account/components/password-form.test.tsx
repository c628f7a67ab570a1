// @vitest-environment happy-dom
// Changing the password: a wrong current password is shown at its field (the server names the
// field; no English wording is matched), a right one changes it and says the other sessions were
// signed out, and an account without a password is told how to set one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Current password/), 'not-my-password');
  await user.type(screen.getByLabelText(/^New password/), 'a-new-password-1');
  await user.type(screen.getByLabelText(/^Repeat new password/), 'a-new-password-1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('shows a wrong current password at its field', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<PasswordForm hasPassword />, () => ({
    status: 400,
    body: { error: { code: 'VALIDATION', message: 'Invalid password', field: 'currentPassword' } },
  }));
  await fill(user);
  expect(await screen.findByText('Invalid password')).toBeTruthy();
  expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  expect(requests.map((r) => [r.method, r.path])).toEqual([['POST', '/auth/change-password']]);
  expect(requests[0]!.body).toEqual({ currentPassword: 'not-my-password', newPassword: 'a-new-password-1', revokeOtherSessions: true });
});

it('changes it, and says the other sessions were signed out', async () => {
  const user = userEvent.setup();
  renderWithApi(<PasswordForm hasPassword />, () => ({ status: 200, body: { token: null } }));
  await fill(user);
  expect(await screen.findByText('Password changed')).toBeTruthy();
  expect(screen.getByText('Your other sessions have been signed out.')).toBeTruthy();
  expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
});

it('tells an account that signs in with Google how to set a password', () => {
  renderWithApi(<PasswordForm hasPassword={false} />, () => ({ status: 404 }));
  expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
});
