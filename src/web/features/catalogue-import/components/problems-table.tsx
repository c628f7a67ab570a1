// Every problem of a sheet or its files, by row and column, as a table (it scrolls sideways on a phone).
import type { CatalogueProblemDto } from '../../../../domain/catalogue-import-dto.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

export function ProblemsTable({ problems, label }: { problems: CatalogueProblemDto[]; label: string }) {
  return (
    <Table scrollLabel={label} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">Row</TableHead>
          <TableHead className="w-40">Column</TableHead>
          <TableHead>Problem</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((p, i) => (
          <TableRow key={`${p.row}-${p.column}-${i}`}>
            <TableCell className="tabular-nums">{p.row}</TableCell>
            <TableCell className="font-mono text-xs">{p.column}</TableCell>
            <TableCell className="whitespace-normal">{p.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
