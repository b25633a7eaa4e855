import crypto from 'node:crypto';

/**
 * Apple's client secret is an ES256 JWT signed with the developer's key, valid up to six months. It is made
 * on demand and reused for an hour.
 */
export function appleClientSecret(input: {
  teamId: string;
  keyId: string;
  clientId: string;
  privateKey: string;
}) {
  let cached: { value: string; until: number } | undefined;
  const key = crypto.createPrivateKey(input.privateKey.replace(/\\n/g, '\n'));
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (cached && cached.until > now) return cached.value;
    const header = { alg: 'ES256', kid: input.keyId };
    const payload = {
      iss: input.teamId,
      iat: now,
      exp: now + 3600 * 2,
      aud: 'https://appleid.apple.com',
      sub: input.clientId,
    };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signingInput = `${encode(header)}.${encode(payload)}`;
    const signature = crypto.sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
    cached = { value: `${signingInput}.${signature.toString('base64url')}`, until: now + 3600 };
    return cached.value;
  };
}
