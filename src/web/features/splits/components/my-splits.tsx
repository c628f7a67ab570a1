// The revenue page's "Your revenue splits": each split the artist accepted a share of, whose and
// of what, their share, what is repaid to them first and how much of it is repaid, and what was
// credited to them, which their available balance counts.
import { Split } from 'lucide-react';
import { formatDecimal } from '../../../../domain/money.ts';
import type { MySplitDto } from '../../../../domain/splits-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { repaidFirst, StatementLinks } from './split-figures.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

export function MySplits({ splits }: { splits: MySplitDto[] }) {
  const recoups = splits.some((s) => s.recoup !== '0.00');
  return (
    <Card role="region" aria-labelledby="my-splits-title">
      <CardHeader>
        <CardTitle id="my-splits-title" className="flex items-center gap-2">
          <Split className="size-5 text-primary" aria-hidden="true" /> Your revenue splits
        </CardTitle>
        <CardDescription>Earnings other artists share with you. What is credited to you is in your available balance.</CardDescription>
        <div className="flex flex-wrap gap-2">
          <StatementLinks label="Download statement" variant="outline" size="sm" />
        </div>
      </CardHeader>
      <CardContent>
        <Table scrollLabel="Your revenue splits">
          <TableHeader>
            <TableRow>
              <TableHead>Release</TableHead>
              <TableHead className="text-right">Share</TableHead>
              {recoups && <TableHead className="text-right">Repaid first</TableHead>}
              <TableHead className="text-right">Credited</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {splits.map((s) => (
              <TableRow key={s.partyId}>
                <TableCell>
                  <div className="font-medium">{s.trackTitle ?? s.releaseTitle}</div>
                  <div className="text-xs text-muted-foreground">
                    {s.trackTitle ? `${s.releaseTitle} · ` : ''}by {s.ownerName}
                    {s.status === 'declined' && (
                      <Badge variant="outline" className="ml-2">
                        Declined
                      </Badge>
                    )}
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{s.share} %</TableCell>
                {recoups && <TableCell className="text-right tabular-nums">{repaidFirst(s)}</TableCell>}
                <TableCell className="text-right font-medium tabular-nums">{formatDecimal(s.earned)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
