/**
 * The body of the three deploy event functions (netlify/functions/deploy-*.mts): read the deploy from
 * Netlify's event body, apply the step to the content state (deploy-events.ts), answer what was done.
 */
import { HttpError } from '../http/http-error.ts';
import { handle, type Handler } from '../http/handle.ts';
import { json } from '../http/json.ts';
import { readJson } from '../http/read-body.ts';
import { openStore } from '../storage/blob-stores.ts';
import { previewBranch, previewSiteUrl, siteOrigin } from '../env.ts';
import { parseDeployEvent, type DeployEvent, type DeployEventContext, type DeployKind } from './deploy-events.ts';

/** Netlify's deploy body, with its build summary and function list, stays well under this. */
const MAX_EVENT_BYTES = 256 * 1024;

export function deployEventHandler(step: (deploy: DeployEvent, ctx: DeployEventContext) => Promise<DeployKind>): Handler {
  return handle(async (req, context) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Deploy events are sent by Netlify with POST.');
    const deploy = parseDeployEvent(await readJson(req, MAX_EVENT_BYTES));
    if (!deploy) throw new HttpError(400, 'The body is not a Netlify deploy event.');
    const kind = await step(deploy, {
      store: openStore('siteContent'),
      siteOrigin: siteOrigin(context.site?.url),
      previewSiteUrl: previewSiteUrl(),
      previewBranch: previewBranch(),
    });
    return json(200, { applied: kind });
  });
}
