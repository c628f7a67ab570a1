// The admin screen asks the server whether this session is an admin's; anyone else goes to /auth.
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/layout/full-page-spinner.tsx';
import { api } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';

export function AdminRoute() {
  const access = useQuery({
    queryKey: ['admin-access'],
    queryFn: () => api('GET /admin/access'),
    retry: false,
    staleTime: 0,
  });
  if (access.isPending) return <FullPageSpinner />;
  if (access.isError || !access.data.isAdmin) return <Navigate to={`${paths.auth}?reason=admin`} replace />;
  return <Outlet />;
}
