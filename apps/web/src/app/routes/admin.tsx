import { AdminScreen } from '@/features/admin/components/admin-screen';
import { NotFoundRoute } from './not-found';

/** /admin: moderators only; to anyone else it is the 404 page, indistinguishable from any other. */
export function AdminRoute() {
  return <AdminScreen notFound={<NotFoundRoute />} />;
}
