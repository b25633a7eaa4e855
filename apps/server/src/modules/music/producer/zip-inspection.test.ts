import { describe, expect, it } from 'vitest';
import { ZIP_MESSAGES } from '@cuepoint/domain/producers/zip-rules';
import { bufferSource } from './byte-source.ts';
import { inspectZip } from './zip-inspection.ts';
import {
  buildZip,
  declareUncompressedSize,
  exeBytes,
  fourStems,
  mp3Bytes,
  renameEntry,
  wavBytes,
} from './zip-testing.ts';

const inspect = (kind: 'stems_zip' | 'elements_zip', zip: Buffer) => inspectZip(kind, bufferSource(zip));
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('ZIP inspection', () => {
  it('accepts four stems and names them', async () => {
    const zip = await buildZip(fourStems());
    await expect(inspect('stems_zip', zip)).resolves.toEqual({
      entries: ['stems/kick.wav', 'stems/bass.wav', 'stems/harmony.wav', 'stems/vocal.wav'],
    });
  });

  it('accepts elements of several audio types and skips macOS metadata', async () => {
    const zip = await buildZip([
      { name: 'lead.wav', bytes: wavBytes() },
      { name: 'chop.mp3', bytes: mp3Bytes() },
      { name: '__MACOSX/._lead.wav', bytes: Buffer.from('junk') },
    ]);
    await expect(inspect('elements_zip', zip)).resolves.toEqual({ entries: ['lead.wav', 'chop.mp3'] });
  });

  it('refuses a 3-stem "4-stem" ZIP', async () => {
    const zip = await buildZip(fourStems().slice(0, 3));
    expect(await refusal(inspect('stems_zip', zip))).toEqual({
      status: 422,
      message: ZIP_MESSAGES.stemCount(3),
    });
  });

  it('refuses an executable entry, by name and by content', async () => {
    const named = await buildZip([
      ...fourStems().slice(0, 3),
      { name: 'stems/setup.exe', bytes: exeBytes() },
    ]);
    expect((await refusal(inspect('stems_zip', named))).message).toBe(
      ZIP_MESSAGES.notAudio('stems_zip', 'stems/setup.exe'),
    );
    const disguised = await buildZip([
      ...fourStems().slice(0, 3),
      { name: 'stems/vocal.wav', bytes: exeBytes() },
    ]);
    expect((await refusal(inspect('stems_zip', disguised))).message).toBe(
      ZIP_MESSAGES.contentMismatch('stems_zip', 'stems/vocal.wav'),
    );
  });

  it('refuses path traversal, absolute paths and backslashes', async () => {
    const base = await buildZip([{ name: 'xx/evil.wav', bytes: wavBytes() }]);
    expect(
      (await refusal(inspect('elements_zip', renameEntry(base, 'xx/evil.wav', '../evil.wav')))).message,
    ).toBe(ZIP_MESSAGES.traversal('elements_zip', '../evil.wav'));
    expect(
      (await refusal(inspect('elements_zip', renameEntry(base, 'xx/evil.wav', '/x/evil.wav')))).message,
    ).toBe(ZIP_MESSAGES.absolute('elements_zip', '/x/evil.wav'));
    expect(
      (await refusal(inspect('elements_zip', renameEntry(base, 'xx/evil.wav', 'xx\\evil.wav')))).message,
    ).toBe(ZIP_MESSAGES.backslash('elements_zip', 'xx\\evil.wav'));
  });

  it('refuses a nested archive', async () => {
    const inner = await buildZip([{ name: 'kick.wav', bytes: wavBytes() }]);
    const zip = await buildZip([{ name: 'more.zip', bytes: inner }]);
    expect((await refusal(inspect('elements_zip', zip))).message).toBe(
      ZIP_MESSAGES.nested('elements_zip', 'more.zip'),
    );
  });

  it('refuses a zip bomb from its directory, before inflating', async () => {
    const silence = Buffer.concat([wavBytes(0), Buffer.alloc(8 * 1024 * 1024)]);
    const zip = await buildZip([{ name: 'silence.wav', bytes: silence }]);
    expect(zip.length).toBeLessThan(64 * 1024);
    expect((await refusal(inspect('elements_zip', zip))).message).toBe(
      ZIP_MESSAGES.bomb('elements_zip', 'silence.wav'),
    );
  });

  it('refuses a zip bomb whose directory lies, from the bytes actually inflated', async () => {
    const silence = Buffer.concat([wavBytes(0), Buffer.alloc(8 * 1024 * 1024)]);
    const zip = declareUncompressedSize(await buildZip([{ name: 'silence.wav', bytes: silence }]), 2048);
    expect((await refusal(inspect('elements_zip', zip))).message).toBe(
      ZIP_MESSAGES.bomb('elements_zip', 'silence.wav'),
    );
  });

  it('refuses what is not a ZIP and a ZIP without audio', async () => {
    expect((await refusal(inspect('stems_zip', wavBytes()))).message).toBe(ZIP_MESSAGES.notZip('stems_zip'));
    const empty = await buildZip([{ name: '__MACOSX/._x', bytes: Buffer.from('x') }]);
    expect((await refusal(inspect('elements_zip', empty))).message).toBe(ZIP_MESSAGES.empty('elements_zip'));
  });
});
