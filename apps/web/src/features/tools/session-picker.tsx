import { describeSession } from '@cuepoint/domain/tracklists/sessions';
import type { TTracklistResult } from '@cuepoint/domain/tracklists/types';
import { SelectField } from '../../ui/field.tsx';

/** The set to convert, when the input holds several (a VirtualDJ history); nothing when it holds one. */
export function SessionPicker({
  result,
  onChange,
}: {
  result: TTracklistResult | null;
  onChange: (session: number) => void;
}) {
  if (!result || result.sessions.length < 2) return null;
  return (
    <SelectField
      label="Session to convert"
      hint={`This history holds ${result.sessions.length} sessions; the latest is converted unless you choose another. Times start at 00:00 in each.`}
      value={result.session ?? result.sessions.length - 1}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {result.sessions.map((session, index) => (
        <option key={session.line} value={index}>
          Session {index + 1}: {describeSession(session)}
        </option>
      ))}
    </SelectField>
  );
}
