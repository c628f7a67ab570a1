// @vitest-environment happy-dom
// Uploading a sales report as an admin does: what is chosen under Read as (a report mapping, or
// DSR) and Import as (estimates) and typed (source, currency and rate) goes in the upload's query,
// the file itself is the request's body, sent as it is, one upload per file, and the dialog then
// shows the import; no file, or a currency without a rate, is named under the file and nothing is
// sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { REPORT_FORMAT_LABELS } from '../../../../domain/earnings-options.ts';
import { RATE_TEXTS } from '../../../../domain/exchange-rates.ts';
import { renderWithApi, type SentRequest } from '../../../test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

type User = ReturnType<typeof userEvent.setup>;
const MAPPING = { id: '0b9c7a52-6a3e-4d4f-9a51-3f2f0d6c1e11', name: 'Apple Music sales' };
const UPLOAD = '/admin/royalties/imports';

/** The report mappings, what the file's start reads as, and each upload answered with its import. */
function answer(r: SentRequest) {
  if (r.path === '/admin/report-mappings') return { status: 200, body: [MAPPING] };
  if (r.path === '/admin/report-mappings/preview')
    return { status: 200, body: { detected: null, mapping: MAPPING, format: 'mapped', header: [], rows: [] } };
  if (r.path.startsWith(`${UPLOAD}?`)) return { status: 201, body: { id: 'imp-1' } };
  return { status: 404 };
}

/** Renders the upload form; `raw` keeps each upload's body and content type as fetch was given them. */
function renderUpload() {
  const onShow = vi.fn();
  const rendered = renderWithApi(<ImportDialog importId="new" onShow={onShow} onClose={() => {}} />, answer);
  const raw: { body: unknown; type: string | undefined }[] = [];
  const recorded = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init: RequestInit = {}) => {
    if (String(input).startsWith(`/api${UPLOAD}?`))
      raw.push({ body: init.body, type: (init.headers as Record<string, string> | undefined)?.['Content-Type'] });
    return recorded(input, init);
  });
  return { ...rendered, onShow, raw };
}

const uploads = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST' && r.path.startsWith(UPLOAD));
const report = (name: string) => new File(['isrc,quantity,amount\nUSRC17607839,3,0.012\n'], name, { type: 'text/csv' });

async function choose(user: User, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Upload and preview' }));

it('sends the file as the body, with the chosen mapping, estimates and source in the query', async () => {
  const user = userEvent.setup();
  const { requests, onShow, raw } = renderUpload();
  const file = report('apple-trends.csv');
  await user.upload(screen.getByLabelText(/^Report file/), file);
  await choose(user, 'Read as', MAPPING.name);
  await choose(user, 'Import as', 'Estimates (trend report): counts only');
  await user.type(screen.getByRole('textbox', { name: 'Source' }), ' Apple ');
  await send(user);
  await waitFor(() => expect(onShow).toHaveBeenCalledWith('imp-1'));
  const query = new URLSearchParams({ name: 'apple-trends.csv', mapping: MAPPING.id, kind: 'estimate', source: 'Apple' });
  expect(uploads(requests).map((r) => r.path)).toEqual([`${UPLOAD}?${query.toString()}`]);
  expect(raw).toHaveLength(1);
  expect(raw[0]!.body).toBe(file);
  expect(raw[0]!.type).toBe('application/octet-stream');
  // the start of the file was read with the mapping chosen
  const preview = requests.filter((r) => r.path === '/admin/report-mappings/preview').at(-1)!;
  expect(preview.body).toMatchObject({ mappingId: MAPPING.id });
});

it('sends each file of a DSR as its own upload, read as DSR, with the currency and its rate', async () => {
  const user = userEvent.setup();
  const { requests, onShow, raw } = renderUpload();
  const parts = [report('dsr-part-1.tsv'), report('dsr-part-2.tsv')];
  await user.upload(screen.getByLabelText(/^Report file/), parts);
  await choose(user, 'Read as', REPORT_FORMAT_LABELS.ddex_dsr);
  await user.type(screen.getByRole('textbox', { name: 'Report currency' }), 'eur');
  await user.type(screen.getByRole('textbox', { name: 'Rate to USD' }), '1.0842');
  await send(user);
  await waitFor(() => expect(onShow).toHaveBeenCalledOnce());
  const query = (name: string) => new URLSearchParams({ name, format: 'ddex_dsr', currency: 'EUR', rate: '1.0842' }).toString();
  expect(uploads(requests).map((r) => r.path)).toEqual([`${UPLOAD}?${query('dsr-part-1.tsv')}`, `${UPLOAD}?${query('dsr-part-2.tsv')}`]);
  expect(raw).toHaveLength(2);
  expect(raw[0]!.body).toBe(parts[0]);
  expect(raw[1]!.body).toBe(parts[1]);
  // two files are not previewed
  expect(requests.some((r) => r.path === '/admin/report-mappings/preview')).toBe(false);
});

it('names a missing file, or a currency without its rate, under the file and sends nothing', async () => {
  const user = userEvent.setup();
  const { requests, onShow } = renderUpload();
  await send(user);
  expect(await screen.findByText('Please choose a sales report file.')).toBeTruthy();
  await user.upload(screen.getByLabelText(/^Report file/), report('sales.csv'));
  await user.type(screen.getByRole('textbox', { name: 'Report currency' }), 'EUR');
  await send(user);
  // an empty rate is left out, so the rule that the two go together names it
  expect(await screen.findByText(RATE_TEXTS.both)).toBeTruthy();
  expect(screen.getByLabelText(/^Report file/).getAttribute('aria-invalid')).toBe('true');
  expect(uploads(requests)).toEqual([]);
  expect(onShow).not.toHaveBeenCalled();
});
