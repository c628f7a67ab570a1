// @vitest-environment happy-dom
// The payout request form as an artist uses it: sent empty, it names what is missing at its field
// and in a toast, and sends nothing; filled in, it sends the amount, the method and only that
// method's details, says so and goes to the revenue page; a refusal from the server is shown in
// its words (a fault of ours as try later) and the form kept; with a balance under the payout
// minimum, nothing can be chosen, typed or sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { CLAIM_TEXTS, PAYMENT_METHOD_LABELS } from '../../../../domain/claim-texts.ts';
import type { BalanceDto } from '../../../../domain/claims-dto.ts';
import { paths } from '../../../lib/paths.ts';
import { renderWithApi } from '../../../test/render.tsx';
import { ClaimForm } from './claim-form.tsx';

const terms = (minimum: string, feeFixed = '0.00', feePercent = '0.00') => ({ minimum, feeFixed, feePercent });
const balanceOf = (available: string): BalanceDto => ({
  balance: available,
  available,
  onHold: '0.00',
  payoutMinimum: '10.00',
  methods: { bank_transfer: terms('50.00'), paypal: terms('10.00', '0.30', '2.90'), crypto: terms('20.00') },
  currency: 'USD',
});

/** The form on its own screen, with the revenue page it goes to once sent. */
function renderForm(balance: BalanceDto, answer: Parameters<typeof renderWithApi>[1]) {
  return renderWithApi(
    <Routes>
      <Route path={paths.claimRequest} element={<ClaimForm balance={balance} />} />
      <Route path={paths.revenue} element={<h1>Revenue page</h1>} />
    </Routes>,
    answer,
    paths.claimRequest,
  );
}

const amount = () => screen.getByRole('spinbutton', { name: /Amount \(USD\)/ }) as HTMLInputElement;
const method = () => screen.getByRole('combobox', { name: /Payment Method/ }) as HTMLButtonElement;
const submit = () => screen.getByRole('button', { name: /Submit Request/ }) as HTMLButtonElement;
const split = (text: string) => text.split(': ') as [string, string];

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(method());
  await user.click(await screen.findByRole('option', { name: label }));
}

/** A PayPal claim of 100, after bank details were typed for a Bank Transfer first. */
async function fillPaypalClaim(user: ReturnType<typeof userEvent.setup>) {
  await user.type(amount(), '100');
  await choose(user, PAYMENT_METHOD_LABELS.bank_transfer);
  await user.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'First Bank');
  await choose(user, PAYMENT_METHOD_LABELS.paypal);
  await user.type(screen.getByRole('textbox', { name: /PayPal Email/ }), 'artist@example.com');
  await user.click(submit());
}

it('sent empty, names the missing amount at its field and in a toast, and sends nothing', async () => {
  const user = userEvent.setup();
  const { requests } = renderForm(balanceOf('250.00'), () => ({ status: 201, body: {} }));
  await user.click(submit());
  const [title, description] = split(CLAIM_TEXTS.invalidAmount);
  expect(await screen.findByText(CLAIM_TEXTS.invalidAmount)).toBeTruthy();
  expect(amount().getAttribute('aria-invalid')).toBe('true');
  expect(await screen.findByText(title)).toBeTruthy();
  expect(screen.getByText(description)).toBeTruthy();
  expect(requests).toEqual([]);
});

it('sent with an amount but no method, asks for the method at its field', async () => {
  const user = userEvent.setup();
  const { requests } = renderForm(balanceOf('250.00'), () => ({ status: 201, body: {} }));
  await user.type(amount(), '100');
  await user.click(submit());
  expect(await screen.findByText(CLAIM_TEXTS.methodRequired)).toBeTruthy();
  expect(method().getAttribute('aria-invalid')).toBe('true');
  expect(amount().getAttribute('aria-invalid')).toBeNull();
  expect(requests).toEqual([]);
});

it("sends the amount, the method and only that method's details, says so and goes to the revenue page", async () => {
  const user = userEvent.setup();
  const { requests } = renderForm(balanceOf('250.00'), () => ({ status: 201, body: {} }));
  await fillPaypalClaim(user);
  expect(await screen.findByText(CLAIM_TEXTS.submitted)).toBeTruthy();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/payouts/claims',
      body: { amount: '100', payment_method: 'paypal', payment_details: { paypal_email: 'artist@example.com' } },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    },
  ]);
  expect(await screen.findByRole('heading', { name: 'Revenue page' })).toBeTruthy();
});

it("shows a refusal in the server's words and a fault of ours as try later, and keeps the form", async () => {
  const user = userEvent.setup();
  const refusal = CLAIM_TEXTS.insufficient('90.00');
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: { error: { code: 'VALIDATION', message: refusal, field: 'amount' } },
  };
  const { requests } = renderForm(balanceOf('250.00'), () => answer);
  await fillPaypalClaim(user);
  const [title, description] = split(refusal);
  expect(await screen.findByText(title)).toBeTruthy();
  expect(screen.getByText(description)).toBeTruthy();
  expect(amount().value).toBe('100');
  expect(method().textContent).toBe(PAYMENT_METHOD_LABELS.paypal);
  expect((screen.getByRole('textbox', { name: /PayPal Email/ }) as HTMLInputElement).value).toBe('artist@example.com');
  expect(screen.queryByRole('heading', { name: 'Revenue page' })).toBeNull();

  answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };
  await user.click(submit());
  expect(await screen.findByText(CLAIM_TEXTS.submitFailed)).toBeTruthy();
  expect(screen.getByText(CLAIM_TEXTS.tryLater)).toBeTruthy();
  expect(amount().value).toBe('100');
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(2);
  // the same claim sent again is the same request, so the service makes it once whatever became of the first
  expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);

  answer = { status: 201, body: {} };
  await user.clear(amount());
  await user.type(amount(), '90');
  await user.click(submit());
  expect(await screen.findByText(CLAIM_TEXTS.submitted)).toBeTruthy();
  const changed = requests.filter((r) => r.method === 'POST')[2]!;
  expect(changed.body).toMatchObject({ amount: '90' });
  expect(changed.idempotencyKey, 'another claim: another key').not.toBe(posts[0]!.idempotencyKey);
});

it("shows any refusal of the service in its words, not only a form's", async () => {
  const user = userEvent.setup();
  renderForm(balanceOf('250.00'), () => ({
    status: 403,
    body: { error: { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' } },
  }));
  await fillPaypalClaim(user);
  expect(await screen.findByText('This account is suspended')).toBeTruthy();
  expect(screen.queryByText(CLAIM_TEXTS.submitFailed)).toBeNull();
});

it('with a balance under the payout minimum, disables the method, the amount and the send', async () => {
  const user = userEvent.setup();
  const { requests } = renderForm(balanceOf('9.99'), () => ({ status: 201, body: {} }));
  expect(method().disabled).toBe(true);
  expect(amount().disabled).toBe(true);
  expect(submit().disabled).toBe(true);
  await user.click(method());
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(requests).toEqual([]);
});

it('at exactly the payout minimum, lets the method be chosen', async () => {
  const user = userEvent.setup();
  renderForm(balanceOf('10.00'), () => ({ status: 201, body: {} }));
  expect(method().disabled).toBe(false);
  expect(submit().disabled).toBe(false);
  await choose(user, PAYMENT_METHOD_LABELS.crypto);
  await waitFor(() => expect(method().textContent).toBe(PAYMENT_METHOD_LABELS.crypto));
});
