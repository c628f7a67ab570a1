// @vitest-environment happy-dom
// The Webhooks card: an empty account adds an endpoint (events as checkboxes) and is shown its
// secret; an endpoint's log shows each delivery with its last answer, and Replay and Send test
// event reach the server; off Enterprise Label the card names the plan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../../../domain/webhooks-dto.ts';
import { WEBHOOK_MESSAGES } from '../../../../domain/webhooks.ts';
import { renderWithApi } from '../../../test/render.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const at = '2026-11-30T10:00:00.000Z';
const endpoint: WebhookEndpointDto = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://hooks.example.com/tunelane',
  description: 'Our catalogue system',
  events: ['release.approved', 'claim.paid'],
  enabled: true,
  createdAt: at,
};
const delivered: WebhookDeliveryDto = {
  id: '00000000-0000-4000-8000-000000000002',
  eventId: '00000000-0000-4000-8000-000000000003',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 2,
  nextAttemptAt: null,
  deliveredAt: at,
  createdAt: at,
  log: [
    { attempt: 2, startedAt: at, durationMs: 42, statusCode: 200, error: null, responseBody: 'thanks' },
    { attempt: 1, startedAt: at, durationMs: 40, statusCode: 500, error: 'answered 500', responseBody: 'down' },
  ],
};

it('adds an endpoint with the events chosen and shows its secret', async () => {
  const user = userEvent.setup();
  let endpoints: WebhookEndpointDto[] = [];
  const { requests } = renderWithApi(<WebhooksSection />, (r) => {
    if (r.method === 'POST') {
      endpoints = [endpoint];
      return { status: 201, body: { endpoint, secret: 'whsec_abc123' } };
    }
    return { status: 200, body: { endpoints } };
  });
  await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  const form = await screen.findByRole('form', { name: 'Add endpoint' });
  await user.type(within(form).getByLabelText(/Endpoint URL/), endpoint.url);
  await user.type(within(form).getByLabelText('Description'), endpoint.description);
  // none chosen: said before anything is sent
  await user.click(screen.getAllByRole('button', { name: 'Add endpoint' }).at(-1)!);
  expect(await screen.findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();
  await user.click(within(form).getByRole('checkbox', { name: /release\.approved/ }));
  await user.click(within(form).getByRole('checkbox', { name: /claim\.paid/ }));
  await user.click(screen.getAllByRole('button', { name: 'Add endpoint' }).at(-1)!);
  expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_abc123');
  expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
    url: endpoint.url,
    description: endpoint.description,
    events: ['release.approved', 'claim.paid'],
  });
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByText(endpoint.url)).toBeTruthy();
});

it('shows the delivery log with the last answer, replays and sends a test event', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<WebhooksSection />, (r) => {
    if (r.path.endsWith('/replay') || r.path.endsWith('/test')) return { status: 200, body: { ...delivered, status: 'pending' } };
    if (r.path.endsWith('/deliveries')) return { status: 200, body: { deliveries: [delivered] } };
    return { status: 200, body: { endpoints: [endpoint] } };
  });
  const item = await screen.findByRole('listitem', { name: 'Our catalogue system' });
  await user.click(within(item).getByRole('button', { name: 'Show deliveries' }));
  const row = await within(item).findByRole('listitem', { name: /^webhook\.test / });
  expect(within(row).getByText('Delivered')).toBeTruthy();
  expect(within(row).getByText('2 attempts')).toBeTruthy();
  expect(within(row).getByText(/HTTP 200 · 42 ms · thanks/)).toBeTruthy();
  await user.click(within(row).getByRole('button', { name: 'Replay' }));
  expect(await screen.findByText('Delivery queued again')).toBeTruthy();
  await user.click(within(item).getByRole('button', { name: 'Send test event' }));
  expect(await screen.findByText('Test event queued')).toBeTruthy();
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/webhooks/${endpoint.id}/deliveries/${delivered.id}/replay`,
      `/webhooks/${endpoint.id}/test`,
    ]),
  );
});

it('names the plan off Enterprise Label', async () => {
  renderWithApi(<WebhooksSection />, () => ({
    status: 402,
    body: { error: { code: 'PLAN_REQUIRED', message: WEBHOOK_MESSAGES.planRequired } },
  }));
  expect(await screen.findByText(WEBHOOK_MESSAGES.planRequired)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See plans' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
});
