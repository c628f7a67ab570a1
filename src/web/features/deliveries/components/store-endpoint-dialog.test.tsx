// @vitest-environment happy-dom
// The store endpoint dialog and its fields (store-endpoint-fields.tsx) as an admin uses them: SFTP
// asks for the host, port, user, how to sign in and the secret, a local folder for none of them;
// a new store is sent as typed (a folder without what was typed for SFTP); editing one with a
// saved secret shows the secret empty and sends none, so the saved one is kept; a refusal naming
// a field is shown beside it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ENDPOINT_NAME_TAKEN, endpointFieldLabels } from '../../../../domain/deliveries.ts';
import type { StoreEndpointDto } from '../../../../domain/deliveries-dto.ts';
import { renderWithApi, type SentRequest } from '../../../test/render.tsx';
import { StoreEndpointDialog } from './store-endpoint-dialog.tsx';
import { PROTOCOL_LABELS } from './store-endpoint-fields.tsx';

type User = ReturnType<typeof userEvent.setup>;
const sftp = endpointFieldLabels('sftp', 'password');
const folder = endpointFieldLabels('folder', null);
const SPOTIFY_DPID = 'PADPIDA2011072101T';

const saved: StoreEndpointDto = {
  id: 'e1',
  storeKey: 'spotify',
  name: 'Spotify',
  partyId: SPOTIFY_DPID,
  extraPartyIds: [],
  protocol: 'sftp',
  host: 'sftp.spotify.example',
  port: 22,
  username: 'tunelane',
  secretKind: 'password',
  hasSecret: true,
  remotePath: '/incoming',
  enabled: true,
  version: 'v3',
};

const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => dialog().queryByLabelText(new RegExp(`^${label}`));
const input = (label: string) => dialog().getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const writes = (requests: SentRequest[]) => requests.filter((r) => r.method !== 'GET');

async function chooseProtocol(user: User, protocol: StoreEndpointDto['protocol']) {
  await user.click(dialog().getByRole('combobox', { name: sftp.protocol }));
  await user.click(await screen.findByRole('option', { name: PROTOCOL_LABELS[protocol] }));
}

it('asks for the host, port, user and secret over SFTP, and for none of them for a local folder', async () => {
  const user = userEvent.setup();
  renderWithApi(<StoreEndpointDialog onClose={() => {}} />, () => ({ status: 404 }));
  expect(dialog().getByRole('combobox', { name: sftp.protocol }).textContent).toBe(PROTOCOL_LABELS.folder);
  expect(field(folder.remotePath)).toBeTruthy();
  for (const label of [sftp.host, sftp.port, sftp.username, sftp.secretKind, sftp.secret]) expect(field(label)).toBeNull();

  await chooseProtocol(user, 'sftp');
  for (const label of [sftp.host, sftp.port, sftp.username, sftp.secret, sftp.remotePath]) expect(field(label)).toBeTruthy();
  expect(dialog().getByRole('combobox', { name: sftp.secretKind }).textContent).toBe('Password');
  expect(input(sftp.secret).type).toBe('password');

  await chooseProtocol(user, 'folder');
  for (const label of [sftp.host, sftp.port, sftp.username, sftp.secretKind, sftp.secret]) expect(field(label)).toBeNull();
});

it('adds an SFTP store as typed, says so and closes', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { requests } = renderWithApi(<StoreEndpointDialog onClose={onClose} />, () => ({ status: 201, body: { ...saved } }));
  await chooseProtocol(user, 'sftp');
  await user.type(input(sftp.name), 'Spotify');
  await user.type(input(sftp.partyId), SPOTIFY_DPID);
  await user.type(input(sftp.remotePath), '/incoming');
  await user.type(input(sftp.host), 'sftp.spotify.example');
  await user.type(input(sftp.port), '22');
  await user.type(input(sftp.username), 'tunelane');
  await user.type(input(sftp.secret), 'pa55word');
  await user.click(dialog().getByRole('button', { name: 'Add store' }));
  expect(await screen.findByText('Store added')).toBeTruthy();
  expect(writes(requests)).toEqual([
    {
      method: 'POST',
      path: '/admin/store-endpoints',
      body: {
        endpoint: {
          name: 'Spotify',
          partyId: SPOTIFY_DPID,
          extraPartyIds: [],
          protocol: 'sftp',
          host: 'sftp.spotify.example',
          port: 22,
          username: 'tunelane',
          secretKind: 'password',
          secret: 'pa55word',
          remotePath: '/incoming',
          enabled: true,
        },
      },
    },
  ]);
  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
});

it('adds a local folder without what was typed for SFTP before', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<StoreEndpointDialog onClose={() => {}} />, () => ({ status: 201, body: { ...saved } }));
  await chooseProtocol(user, 'sftp');
  await user.type(input(sftp.host), 'sftp.spotify.example');
  await user.type(input(sftp.secret), 'pa55word');
  await chooseProtocol(user, 'folder');
  await user.type(input(folder.name), 'Test store');
  await user.type(input(folder.remotePath), 'deliveries/test');
  await user.click(dialog().getByRole('button', { name: 'Add store' }));
  expect(await screen.findByText('Store added')).toBeTruthy();
  expect(writes(requests).map((r) => r.body)).toEqual([
    {
      endpoint: {
        name: 'Test store',
        partyId: null,
        extraPartyIds: [],
        protocol: 'folder',
        host: null,
        port: null,
        username: null,
        secretKind: null,
        remotePath: 'deliveries/test',
        enabled: true,
      },
    },
  ]);
});

it('leaves a saved secret out: shown empty, not required, and not sent when saving', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<StoreEndpointDialog endpoint={saved} onClose={() => {}} />, () => ({
    status: 200,
    body: { ...saved, version: 'v4' },
  }));
  expect(input(sftp.secret).value).toBe('');
  expect(input(sftp.secret).getAttribute('aria-required')).toBeNull();
  expect(dialog().getByText('Saved and encrypted. Leave empty to keep it.')).toBeTruthy();
  await user.clear(input(sftp.host));
  await user.type(input(sftp.host), 'sftp2.spotify.example');
  await user.click(dialog().getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Store endpoint saved')).toBeTruthy();
  const sent = writes(requests);
  expect(sent.map((r) => [r.method, r.path])).toEqual([['PUT', '/admin/store-endpoints/e1']]);
  const body = sent[0]!.body as { endpoint: Record<string, unknown>; version: string };
  expect(body).toEqual({
    version: 'v3',
    endpoint: {
      name: 'Spotify',
      partyId: SPOTIFY_DPID,
      extraPartyIds: [],
      protocol: 'sftp',
      host: 'sftp2.spotify.example',
      port: 22,
      username: 'tunelane',
      secretKind: 'password',
      remotePath: '/incoming',
      enabled: true,
    },
  });
  expect('secret' in body.endpoint).toBe(false);
});

it('shows a refusal that names a field beside that field, and stays open', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithApi(<StoreEndpointDialog onClose={onClose} />, () => ({
    status: 409,
    body: { error: { code: 'CONFLICT', message: ENDPOINT_NAME_TAKEN, field: 'endpoint.name' } },
  }));
  await user.type(input(folder.name), 'Spotify');
  await user.type(input(folder.remotePath), 'deliveries/spotify');
  await user.click(dialog().getByRole('button', { name: 'Add store' }));
  expect(await dialog().findByText(ENDPOINT_NAME_TAKEN)).toBeTruthy();
  expect(input(folder.name).getAttribute('aria-invalid')).toBe('true');
  expect(onClose).not.toHaveBeenCalled();
});
