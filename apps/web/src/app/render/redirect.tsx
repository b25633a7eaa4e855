import { Navigate } from 'react-router';
import { usePageRenderRecord } from './page-render-record.tsx';

/**
 * Sends the visitor elsewhere: a 302 when the page is rendered on the server (so no empty page goes out first),
 * a replacing navigation in the browser.
 */
export function Redirect({ to }: { to: string }) {
  const record = usePageRenderRecord();
  if (record) {
    record.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
