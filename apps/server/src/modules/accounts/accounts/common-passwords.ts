import { readFile } from 'node:fs/promises';
import type { CommonPasswordCheck } from '@cuepoint/domain/accounts/password-rules';

/** The shipped list (common-passwords.txt, licence beside it), one password a line, most used first. */
const LIST_URL = new URL('./common-passwords.txt', import.meta.url);

let loading: Promise<Set<string>> | undefined;

/** Reads the list once, on the first password chosen, into a Set; later calls share it. */
export function commonPasswords(): Promise<Set<string>> {
  loading ??= readFile(LIST_URL, 'utf8').then(
    (text) => new Set(text.split('\n').flatMap((line) => (line ? [line.toLowerCase()] : []))),
  );
  return loading;
}

/** The list as the domain rule asks for it. */
export async function commonPasswordCheck(): Promise<CommonPasswordCheck> {
  const list = await commonPasswords();
  return (lowerCasePassword) => list.has(lowerCasePassword);
}
