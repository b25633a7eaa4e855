import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  AUDIO_FORMAT_OF_EXTENSION,
  AUDIO_SNIFF_BYTES,
  extensionOf,
  sniffAudio,
} from '@cuepoint/domain/producers/audio-signature';
import {
  isDirectoryEntry,
  isPackerMetadata,
  overCompressed,
  STEM_COUNT,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNCOMPRESSED_BYTES,
  ZIP_MESSAGES,
  zipEntryNameProblem,
  type TZipKind,
} from '@cuepoint/domain/producers/zip-rules';
import { unprocessable } from '../../../http/app-error.ts';
import type { ByteSource } from './byte-source.ts';

/** yauzl reads the archive through this: each range a stream from the source, nothing written anywhere. */
class SourceReader extends yauzl.RandomAccessReader {
  private readonly source: ByteSource;
  constructor(source: ByteSource) {
    super();
    this.source = source;
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return this.source.stream(start, end);
  }
}

const refuse = (message: string) => unprocessable(message);

function openZip(kind: TZipKind, source: ByteSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(
      new SourceReader(source),
      source.size,
      // Names are decoded here, not by yauzl, so a backslash or ".." is refused with our message.
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (error, zip) => (error || !zip ? reject(refuse(ZIP_MESSAGES.notZip(kind))) : resolve(zip)),
    );
  });
}

function nextEntry(zip: yauzl.ZipFile, kind: TZipKind): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = () => (cleanup(), reject(refuse(ZIP_MESSAGES.notZip(kind))));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream)));
  });
}

/**
 * Inflates one entry as a stream, never whole in memory and never on disk: counts the bytes that actually come out
 * (a header may lie), stops the moment the entry is compressed more than audio can be or the archive's inflated
 * total passes the limit, and keeps only the first bytes to tell the format by.
 */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  kind: TZipKind,
  inflatedBefore: number,
): Promise<{ inflated: number; head: Buffer }> {
  let stream: Readable;
  try {
    stream = await openEntry(zip, entry);
  } catch {
    throw refuse(ZIP_MESSAGES.corrupt(kind, name));
  }
  let inflated = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      inflated += bytes.length;
      if (overCompressed(inflated, entry.compressedSize)) throw refuse(ZIP_MESSAGES.bomb(kind, name));
      if (inflatedBefore + inflated > ZIP_MAX_UNCOMPRESSED_BYTES) throw refuse(ZIP_MESSAGES.tooLarge(kind));
      if (headBytes < AUDIO_SNIFF_BYTES * 1024) {
        head.push(bytes);
        headBytes += bytes.length;
      }
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof Error && 'status' in error) throw error;
    // yauzl: more (or fewer) bytes than the directory declared, a bad stream: a bomb with a lying header or damage.
    const message = error instanceof Error ? error.message : '';
    throw refuse(
      /too many bytes/i.test(message) ? ZIP_MESSAGES.bomb(kind, name) : ZIP_MESSAGES.corrupt(kind, name),
    );
  }
  return { inflated, head: Buffer.concat(head) };
}

/** What a ZIP passed with: the audio entries' names, in archive order. */
export type ZipContents = { entries: string[] };

/**
 * Inspects a stems or elements ZIP in place (issue 15): the central directory is read first, so a bad name, too many
 * entries or declared sizes beyond the limits are refused before anything is inflated; then each audio entry is
 * inflated as a stream against the actual byte counts and its first bytes must be the audio its extension says. A
 * 4-stem ZIP must hold exactly four. The first refusal is thrown (422) with its message.
 */
export async function inspectZip(kind: TZipKind, source: ByteSource): Promise<ZipContents> {
  const zip = await openZip(kind, source);
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) throw refuse(ZIP_MESSAGES.tooManyEntries(kind));
    const audio: yauzl.Entry[] = [];
    const names = new Map<yauzl.Entry, string>();
    let declared = 0;
    // The whole directory first: every name and declared size is judged before a byte is inflated.
    for (let entry = await nextEntry(zip, kind); entry; entry = await nextEntry(zip, kind)) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const problem = zipEntryNameProblem(kind, name);
      if (problem) throw refuse(problem);
      declared += entry.uncompressedSize;
      if (declared > ZIP_MAX_UNCOMPRESSED_BYTES) throw refuse(ZIP_MESSAGES.tooLarge(kind));
      if (isDirectoryEntry(name) || isPackerMetadata(name)) continue;
      if (entry.isEncrypted()) throw refuse(ZIP_MESSAGES.encrypted(kind, name));
      if (overCompressed(entry.uncompressedSize, entry.compressedSize))
        throw refuse(ZIP_MESSAGES.bomb(kind, name));
      audio.push(entry);
      names.set(entry, name);
    }
    if (audio.length === 0) throw refuse(ZIP_MESSAGES.empty(kind));
    if (kind === 'stems_zip' && audio.length !== STEM_COUNT)
      throw refuse(ZIP_MESSAGES.stemCount(audio.length));
    let inflated = 0;
    for (const entry of audio) {
      const name = names.get(entry)!;
      const result = await inflateEntry(zip, entry, name, kind, inflated);
      inflated += result.inflated;
      const sniff = sniffAudio(result.head);
      const expected = AUDIO_FORMAT_OF_EXTENSION[extensionOf(name)];
      if (!sniff || !('format' in sniff) || sniff.format !== expected)
        throw refuse(ZIP_MESSAGES.contentMismatch(kind, name));
    }
    return { entries: audio.map((entry) => names.get(entry)!) };
  } finally {
    zip.close();
  }
}
