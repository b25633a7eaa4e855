import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../lib/use-client-values.ts';
import { Spinner } from '../../ui/feedback.tsx';
import { fetchAudit } from './admin-api.ts';
import { actionLabel, auditDetailText, formatAuditTime, targetLabel } from './audit-format.ts';

/** The operators' latest actions: who did what to which account, booking, dispute or report, and why. */
export function AdminAudit() {
  const audit = useQuery({ queryKey: ['admin', 'audit'], queryFn: fetchAudit });
  const hydrated = useHydrated();
  if (audit.isPending) return <Spinner label="Loading the audit…" />;
  if (audit.isError) return <p className="text-sm text-red-300">{audit.error.message}</p>;
  if (audit.data.length === 0) return <p className="text-sm text-mist-300">No operator action yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Operator audit</caption>
        <thead className="text-mist-400">
          <tr>
            <th scope="col" className="py-2 pr-4">
              When
            </th>
            <th scope="col" className="py-2 pr-4">
              Operator
            </th>
            <th scope="col" className="py-2 pr-4">
              Action
            </th>
            <th scope="col" className="py-2 pr-4">
              On
            </th>
            <th scope="col" className="py-2">
              Details
            </th>
          </tr>
        </thead>
        <tbody>
          {audit.data.map((entry) => (
            <tr key={entry.id} className="border-t border-ink-700 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={entry.at}>{formatAuditTime(entry.at, hydrated)}</time>
              </td>
              <td className="py-2 pr-4">{entry.operator.email}</td>
              <td className="py-2 pr-4">{actionLabel(entry.action)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{targetLabel(entry)}</td>
              <td className="py-2 break-words text-mist-300">{auditDetailText(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
