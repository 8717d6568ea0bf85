/**
 * Netlify runs this function when it could not complete a deploy (an event function: its file name is the
 * event, and it has no address of its own). It moves the content's publish or preview state
 * (issue #41, docs/content-editing.md §5; src/server/content-layer/deploy-events.ts onDeployFailed).
 * The local server (`npm start`) never receives the event: its publisher moves the state itself.
 */
import { deployEventHandler } from '../../src/server/content-layer/deploy-event-handler.ts';
import { onDeployFailed } from '../../src/server/content-layer/deploy-events.ts';

export default deployEventHandler(onDeployFailed);
