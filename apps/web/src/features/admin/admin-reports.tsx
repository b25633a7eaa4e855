import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminReport } from '@cuepoint/domain/trust/admin';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/field.tsx';
import { fetchReports, resolveReport } from './admin-api.ts';
import { OpenOrAllQueue } from './open-or-all-queue.tsx';

function ReportItem({ report }: { report: TAdminReport }) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: (action: 'remove' | 'keep') => resolveReport(report.id, action, note),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-600 p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={report.target === 'review' ? 'wave' : 'cue'}>
          {report.target === 'review' ? 'Review' : 'Message'}
        </Badge>
        <span>
          by <span className="font-semibold">{report.author.name}</span>, reported by {report.reporter.name}
        </span>
        {report.status === 'resolved' ? (
          <Badge>{report.resolution === 'removed' ? 'Removed' : 'Kept'}</Badge>
        ) : null}
      </p>
      <blockquote className="whitespace-pre-wrap border-l-2 border-ink-500 pl-3 text-mist-100">
        {report.text}
      </blockquote>
      <p className="text-mist-300">Reason: “{report.reason}”</p>
      {report.status === 'open' ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => event.preventDefault()}
          aria-label={`Moderate report ${report.id}`}
        >
          <TextField
            label="Note for the audit"
            value={note}
            maxLength={500}
            wrapperClassName="flex-1"
            error={resolve.error?.message}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              variant="danger"
              busy={resolve.isPending}
              disabled={!note.trim()}
              onClick={() => resolve.mutate('remove')}
            >
              Remove {report.target}
            </Button>
            <Button
              variant="outline"
              disabled={!note.trim() || resolve.isPending}
              onClick={() => resolve.mutate('keep')}
            >
              Keep
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** Reported reviews and messages, read as written, removed or kept with a note. */
export function AdminReports() {
  return (
    <OpenOrAllQueue
      name="reports"
      labels={{ open: 'Open reports', all: 'All reports' }}
      fetch={fetchReports}
      empty="Nothing reported."
    >
      {(reports) => (
        <ul aria-label="Reports" className="flex flex-col gap-3">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </OpenOrAllQueue>
  );
}
