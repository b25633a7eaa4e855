import { Events, OAuth2Server } from 'oauth2-mock-server';
import { OIDC_ISSUER, OIDC_PORT } from './oidc.ts';

/**
 * A real local OpenID Connect provider for the social sign-in specs (oauth2-mock-server): discovery, authorize,
 * token, userinfo with signed tokens. The server under test points its configured providers at it through
 * OAUTH_ISSUER_OVERRIDE. Who "signs in" next is set by the spec through POST /__e2e/identity; the same call can make
 * the next authorization a refusal (error=access_denied), as when a user cancels at the provider.
 */
type Identity = { sub: string; email: string; name: string; deny: boolean };

let next: Identity = {
  sub: 'e2e-default',
  email: 'e2e-default@example.test',
  name: 'E2E Default',
  deny: false,
};

const server = new OAuth2Server();
// Name the issuer by the address it listens on (the default says localhost, which may resolve to ::1).
server.issuer.url = OIDC_ISSUER;
await server.issuer.keys.generate('RS256');

server.service.addRoute('POST', '/__e2e/identity', (req, res) => {
  const body = (req as unknown as { body: Partial<Identity> }).body ?? {};
  next = {
    sub: String(body.sub ?? next.sub),
    email: String(body.email ?? next.email),
    name: String(body.name ?? next.name),
    deny: Boolean(body.deny),
  };
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(next));
});

server.service.on(Events.BeforeAuthorizeRedirect, (redirect) => {
  if (!next.deny) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
  next = { ...next, deny: false };
});

server.service.on(Events.BeforeTokenSigning, (token) => {
  token.payload['sub'] = next.sub;
  token.payload['email'] = next.email;
});

server.service.on(Events.BeforeUserinfo, (userinfo) => {
  const [given, ...family] = next.name.split(' ');
  userinfo.body = {
    sub: next.sub,
    email: next.email,
    email_verified: true,
    name: next.name,
    given_name: given,
    family_name: family.join(' '),
  };
});

await server.start(OIDC_PORT, '127.0.0.1');
console.log(`OIDC mock at ${server.issuer.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().finally(() => process.exit(0)));
}
