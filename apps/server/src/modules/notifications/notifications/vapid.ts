import fs from 'node:fs/promises';
import path from 'node:path';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type VapidConfig = {
  dataDir: string;
  MAIL_FROM: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
};

/** The address in MAIL_FROM ("Cuepoint <hello@cuepoint.local>") as a mailto: subject. */
function mailtoOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `mailto:${address.trim()}`;
}

const cache = new Map<string, Promise<VapidKeys>>();

/**
 * The VAPID keys: from VAPID_* when set, else generated once and kept in $DATA_DIR/secrets/vapid.json (mode 0600),
 * so browsers that subscribed with the public key keep receiving pushes after a restart.
 */
export function loadVapidKeys(config: VapidConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? mailtoOf(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return Promise.resolve({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject,
    });
  let pending = cache.get(config.dataDir);
  if (!pending) {
    pending = readOrCreate(config.dataDir, subject);
    pending.catch(() => cache.delete(config.dataDir));
    cache.set(config.dataDir, pending);
  }
  return pending;
}

async function readOrCreate(dataDir: string, subject: string): Promise<VapidKeys> {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  const read = async () => {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (!stored.publicKey || !stored.privateKey) throw new Error('vapid.json is incomplete');
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  };
  try {
    return await read();
  } catch {
    // Not created yet.
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // Loaded here only: a start whose keys exist never holds web-push's libraries.
  const { default: webPush } = await import('web-push');
  const keys = webPush.generateVAPIDKeys();
  try {
    await fs.writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return { ...keys, subject };
  } catch {
    // Another process created it first: use theirs.
    return read();
  }
}
