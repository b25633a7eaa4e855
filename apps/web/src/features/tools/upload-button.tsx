import type { ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from '../../ui/button.tsx';

type Props = { accept: string; extensions: readonly string[]; onFile: (file: File) => void };

/** A file input styled as a button: the label opens the picker, the visually hidden input keeps keyboard focus. */
export function UploadButton({ accept, extensions, onFile }: Props) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after editing it) loads it again.
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <label
      className={cn(
        buttonClasses('outline', 'sm'),
        'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wave-400',
      )}
    >
      <Upload className="size-4" aria-hidden />
      {extensions.length === 1 ? `Upload ${extensions[0]} file` : 'Upload file'}
      <input type="file" accept={accept} className="sr-only" onChange={handleChange} />
    </label>
  );
}
