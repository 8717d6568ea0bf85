import type { RequestContext } from './handle.ts';

/** The caller's IP as Netlify reports it (context.ip, else its connection header). */
export function clientIp(req: Request, context: RequestContext): string {
  return context.ip ?? req.headers.get('x-nf-client-connection-ip') ?? 'unknown';
}
