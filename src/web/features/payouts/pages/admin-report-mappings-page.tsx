// Report mappings (console): how each store's own report is read. The shipped ones (Apple's
// financial report, a Spotify-style distributor CSV, the DistroKid-style TSV, our CSV) are read
// only and copied to be changed; the admins' own are edited. Each opens in the editor.
import { Link } from '../../../lib/links.tsx';
import { Plus } from 'lucide-react';
import { MAPPING_DELIMITER_LABELS } from '../../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../../domain/report-mappings-dto.ts';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useQuery } from '@tanstack/react-query';
import { reportMappingsOptions } from '../api/report-mappings-api.ts';

export const REPORT_MAPPINGS_PATH = '/admin/report-mappings';
export const mappingPath = (id: string) => `${REPORT_MAPPINGS_PATH}/${encodeURIComponent(id)}`;

export function AdminReportMappingsPage() {
  const q = useQuery(reportMappingsOptions());
  return (
    <div className="space-y-4">
      <PageHeader
        title="Report mappings"
        description="How each store's own report is read: which column holds each field, the rows to skip, dates and numbers. Uploads are matched to a mapping by their header."
        actions={
          <Button asChild>
            <Link to={mappingPath('new')}>
              <Plus /> Add mapping
            </Link>
          </Button>
        }
      />
      <QueryView
        query={q}
        errorTitle="The mappings could not be loaded"
        loading={
          <SkeletonBlocks label="Loading the mappings" className="space-y-2" blocks={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']} />
        }
      >
        {(mappings) => <MappingsTable mappings={mappings} />}
      </QueryView>
    </div>
  );
}

function MappingsTable({ mappings }: { mappings: ReportMappingDto[] }) {
  const own = mappings.filter((m) => !m.builtIn);
  return (
    <div className="space-y-4">
      <div className="rounded-lg border">
        <Table scrollLabel="Report mappings">
          <TableHeader>
            <TableRow>
              <TableHead>Mapping</TableHead>
              <TableHead className="hidden sm:table-cell">File</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Open</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {mappings.map((m) => (
              <TableRow key={m.id} data-mapping={m.id}>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{m.name}</span>
                    {m.builtIn && <Badge variant="secondary">Shipped</Badge>}
                  </div>
                  <div className="text-xs text-muted-foreground">From {m.source}</div>
                </TableCell>
                <TableCell className="hidden text-sm text-muted-foreground sm:table-cell">
                  {MAPPING_DELIMITER_LABELS[m.delimiter]}, dates {m.dateFormat}
                  {m.skipTop || m.skipBottom ? `, skips ${m.skipTop} top / ${m.skipBottom} bottom` : ''}
                </TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" asChild>
                    <Link to={mappingPath(m.id)} aria-label={`${m.builtIn ? 'View' : 'Edit'} ${m.name}`}>
                      {m.builtIn ? 'View' : 'Edit'}
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {own.length === 0 && (
        <EmptyState
          titleAs="h2"
          title="No mappings of your own yet"
          description="Add one for a store whose report none of the shipped mappings reads, or copy a shipped one and change it."
        />
      )}
    </div>
  );
}
