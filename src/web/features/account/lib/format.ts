// Dates on the settings screen, in the viewer's time zone, with the shared formatter.
import { formatDate } from '../../../../domain/dates.ts';

export const formatDateTime = (iso: string) => formatDate(iso, 'dateTime');
