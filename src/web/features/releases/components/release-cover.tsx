// A release's cover art, or a disc where it has none yet.
import { Disc3 } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

type Props = { src: string | null | undefined; alt: string; className: string; iconClassName: string; lazy?: boolean };

export function ReleaseCover({ src, alt, className, iconClassName, lazy }: Props) {
  return (
    <div className={cn('shrink-0 overflow-hidden bg-muted', className)}>
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <Disc3 className={cn('size-full text-muted-foreground', iconClassName)} aria-hidden="true" />
      )}
    </div>
  );
}
