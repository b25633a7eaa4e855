import { DJ_SET_MESSAGES, setRequirementProblem, type TDjSetType } from '@cuepoint/domain/djs/set-rules';
import type { TDjSet, TDjSetBody } from './sets-api.ts';

export type TSetSource = 'url' | 'file';

/** What the set form holds. */
export type TSetFormValues = {
  setType: TDjSetType;
  title: string;
  description: string;
  isPublic: boolean;
  tracklist: string;
  /** The uploaded tracklist file's name (its extension picks the server's parser); null for pasted text. */
  tracklistFilename: string | null;
  /** Whether the tracklist was changed in this form (an edit resends it only then). */
  tracklistChanged: boolean;
  source: TSetSource;
  externalUrl: string;
};

/** Empty for a new set (audio, public, by URL); the set's own values for an edit. */
export function initialSetForm(set?: TDjSet): TSetFormValues {
  return {
    setType: set?.set_type ?? 'audio',
    title: set?.title ?? '',
    description: set?.description ?? '',
    isPublic: set?.is_public ?? true,
    tracklist: set?.tracklist ?? '',
    tracklistFilename: null,
    tracklistChanged: false,
    source: set?.media ? 'file' : 'url',
    externalUrl: set?.external_url ?? '',
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The message to show before sending (docs/product/djs.md), or null. `hasMedia`: a media file is chosen (uploading or
 * uploaded) or, in an edit, the set keeps the file it has.
 */
export function setFormProblem(values: TSetFormValues, hasMedia: boolean): string | null {
  const usesUrl = values.setType !== 'tracklist' && values.source === 'url';
  const problem = setRequirementProblem({
    setType: values.setType,
    title: values.title,
    tracklist: values.tracklist,
    externalUrl: usesUrl ? values.externalUrl : '',
    hasMedia: values.setType !== 'tracklist' && values.source === 'file' && hasMedia,
  });
  if (problem) return problem;
  if (usesUrl && !isHttpUrl(values.externalUrl)) return DJ_SET_MESSAGES.urlInvalid;
  return null;
}

/**
 * The body of POST /dj/sets (a new set) or PUT /dj/sets/{id} (an edit). An edit sends only what changes: the
 * tracklist only when it was changed (so a set whose tracklist came from a CSV is not read again as plain text),
 * and null for the link or the media file the set no longer has.
 */
export function setFormBody(
  values: TSetFormValues,
  options: { uploadId: string | null; editing: TDjSet | undefined },
): TDjSetBody {
  const { editing, uploadId } = options;
  const body: TDjSetBody = {
    title: values.title.trim(),
    set_type: values.setType,
    description: values.description.trim(),
    is_public: values.isPublic,
  };
  if (!editing || values.tracklistChanged) {
    body.tracklist = values.tracklist;
    if (values.tracklistFilename) body.tracklist_filename = values.tracklistFilename;
  }
  const url = values.setType !== 'tracklist' && values.source === 'url' ? values.externalUrl.trim() : '';
  const upload = values.setType !== 'tracklist' && values.source === 'file' ? uploadId : null;
  if (!editing) {
    if (url) body.external_url = url;
    if (upload) body.upload_id = upload;
    return body;
  }
  if (url !== (editing.external_url ?? '')) body.external_url = url || null;
  if (upload) body.upload_id = upload;
  else if (editing.media && !(values.setType !== 'tracklist' && values.source === 'file'))
    body.upload_id = null;
  return body;
}

/** What the DJ is told once the set is saved: its title and how many tracks the server read from the tracklist. */
export function savedSetMessage(saved: TDjSet, editing: boolean): string {
  const count = saved.tracks.length;
  const tracks = count === 1 ? '1 track' : `${count} tracks`;
  return `“${saved.title}” ${editing ? 'saved' : 'added'}: ${tracks} read from the tracklist.`;
}
