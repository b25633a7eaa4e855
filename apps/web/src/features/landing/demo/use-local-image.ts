import { useEffect, useState } from 'react';

/** A picked image shown at once and kept on this page: the demos upload nothing. */
export function useLocalImage() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  return {
    preview,
    percent: null,
    uploading: false,
    upload: (file: File) => setPreview(URL.createObjectURL(file)),
  };
}
