import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A push service for tests: HTTPS on 127.0.0.1 with a self-signed certificate made for the run (openssl), which
 * checks each push's VAPID signature (RFC 8292) and decrypts its aes128gcm body (RFC 8188, RFC 8291) with the keys
 * of the browser subscription it made, as a real browser would.
 */

export type TestDevice = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
};

export type ReceivedPush = {
  deviceId: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  topic: string | undefined;
  vapidPublicKey: string;
};

export type PushTestService = {
  ca: string;
  origin: string;
  /** A browser's subscription to this service (endpoint and keys, as PushSubscription.toJSON() gives them). */
  newDevice(): TestDevice;
  /** Decrypted pushes, in the order they arrived. */
  received: ReceivedPush[];
  /** Every request, including refused ones. */
  requests: number;
  /** down: every connection is dropped at once (a dead service). */
  setDown(down: boolean): void;
  /** The answer for a device (e.g. 410 for an expired subscription). */
  answer(deviceId: string, status: number): void;
  /** Called as a push arrives, before it is answered (tests stop the sender here). */
  onPush?: (push: ReceivedPush) => void;
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuepoint-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm push for the device. */
export function decryptPush(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(serverPublic);
  const devicePublic = device.ecdh.getPublicKey();
  const prkKey = hmac(device.authSecret, shared);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    devicePublic,
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record delimiter missing');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; answers the public key when the signature and claims hold. */
export function verifyVapid(header: string | undefined, origin: string, now: number): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (!body.exp || body.exp * 1000 < now || body.exp * 1000 > now + 24 * 3600_000)
    throw new Error('VAPID expiry out of range');
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Error('VAPID subject missing');
  return key;
}

export async function startPushTestService(): Promise<PushTestService> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, number>();
  let down = false;
  const sockets = new Set<Socket>();
  const service: PushTestService = {
    ca: cert,
    origin: '',
    received: [],
    requests: 0,
    newDevice() {
      const id = crypto.randomBytes(8).toString('hex');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const device: TestDevice = {
        id,
        endpoint: `${service.origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      devices.set(id, device);
      return device;
    },
    setDown(value) {
      down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    answer(deviceId, status) {
      answers.set(deviceId, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.requests += 1;
      const id = /^\/push\/([0-9a-f]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      const status = id ? answers.get(id) : undefined;
      if (!device || (status && status >= 400)) {
        response.writeHead(status ?? 404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidPublicKey = verifyVapid(request.headers.authorization, service.origin, Date.now());
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8')) as Record<
          string,
          unknown
        >;
        const push: ReceivedPush = {
          deviceId: device.id,
          payload,
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapidPublicKey,
        };
        service.received.push(push);
        service.onPush?.(push);
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  server.on('connection', (socket) => {
    if (down) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
