import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small CAS 2.0 server for tests: /login issues a service ticket for the configured user and redirects to
 * the service; /serviceValidate answers the CAS XML, once per ticket and only for the same service.
 */
export async function startTestCas(opts: { user: () => string }) {
  const tickets = new Map<string, { service: string; user: string }>();
  const validations: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.local');
    if (url.pathname === '/cas/login') {
      const service = url.searchParams.get('service') ?? '';
      const ticket = `ST-${randomUUID()}`;
      tickets.set(ticket, { service, user: opts.user() });
      const target = new URL(service);
      target.searchParams.set('ticket', ticket);
      res.writeHead(302, { location: target.toString() }).end();
      return;
    }
    if (url.pathname === '/cas/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const service = url.searchParams.get('service') ?? '';
      validations.push(ticket);
      const issued = tickets.get(ticket);
      tickets.delete(ticket);
      res.writeHead(200, { 'content-type': 'application/xml' });
      if (!issued || issued.service !== service) {
        res.end(
          `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ${ticket} não reconhecido</cas:authenticationFailure></cas:serviceResponse>`,
        );
        return;
      }
      res.end(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${issued.user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/cas`,
    validations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
