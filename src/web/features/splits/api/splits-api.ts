// Revenue splits: a release's splits and the owner's new versions (under ['splits']); the splits
// the user is a payee of (under ['earnings'], so an import or a claim refreshes them with the
// revenue page); an invitation as its link shows it, and the payee's answer.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSplitInput } from '../../../../domain/splits-schema.ts';
import { api } from '../../../lib/api-client.ts';

const splitsKey = ['splits'] as const;

export const releaseSplitsOptions = (releaseId: string) =>
  queryOptions({
    queryKey: [...splitsKey, 'release', releaseId],
    queryFn: ({ signal }) => api('GET /releases/:id/splits', { params: { id: releaseId }, signal }),
  });

export const mySplitsOptions = () =>
  queryOptions({
    queryKey: ['earnings', 'splits'],
    queryFn: ({ signal }) => api('GET /splits', { signal }),
  });

export function useSaveSplit(releaseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSplitInput) => api('PUT /releases/:id/splits', { params: { id: releaseId }, body }),
    onSuccess: (data) => client.setQueryData(releaseSplitsOptions(releaseId).queryKey, data),
  });
}

/** The split statement (CSV; with ".pdf" the PDF): per usage month, release and role, as payee and as owner. */
export const SPLIT_STATEMENT_HREF = '/api/splits/statement';
/** One invitation's party's statement, by its link: what is held for them (no account needed). */
export const invitationStatementHref = (token: string) => `/api/splits/invitations/${encodeURIComponent(token)}/statement`;

/** What a version from an earlier month would move, saving nothing. */
export const previewSplit = (releaseId: string, body: SaveSplitInput) =>
  api('POST /releases/:id/splits/preview', { params: { id: releaseId }, body });

export const getInvitation = (token: string, signal?: AbortSignal) => api('GET /splits/invitations/:token', { params: { token }, signal });
export const acceptInvitation = (token: string) => api('POST /splits/invitations/:token/accept', { params: { token } });
export const declineInvitation = (token: string) => api('POST /splits/invitations/:token/decline', { params: { token } });
export const answerChange = (token: string, answer: 'agreed' | 'objected') =>
  api('POST /splits/invitations/:token/answer-change', { params: { token }, body: { answer } });
