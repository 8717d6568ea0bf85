import { describe, expect, test, vi } from 'vitest';
import { FunctionsRuntime } from '../../../../scripts/local-platform/functions-runtime.mjs';

type Ctx = { waitUntil: (promise: Promise<unknown>) => void };

function runtimeWith(handler: (req: Request, context: Ctx) => Promise<Response>) {
  const fn = { name: 'background', handler, preferStatic: false, excluded: [] };
  return { runtime: new FunctionsRuntime([]), fn };
}

describe('local functions runtime: context.waitUntil (issue #11 alerts)', () => {
  test('the response is answered before the after-response work ends, which still runs to the end', async () => {
    let release: () => void = () => {};
    const steps: string[] = [];
    const { runtime, fn } = runtimeWith(async (_req, context) => {
      context.waitUntil(new Promise<void>((resolve) => (release = resolve)).then(() => { steps.push('background done'); }));
      return new Response('ok', { status: 201 });
    });
    const res = await runtime.invoke(fn as never, {}, new Request('http://localhost/x'), '127.0.0.1');
    steps.push(`answered ${res.status}`);
    release();
    await runtime.settle();
    expect(steps).toEqual(['answered 201', 'background done']);
    expect(runtime.pending.size).toBe(0);
  });

  test('a rejected after-response task is logged, never thrown at the caller', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, fn } = runtimeWith(async (_req, context) => {
      context.waitUntil(Promise.reject(new Error('webhook down')));
      return new Response(null, { status: 204 });
    });
    const res = await runtime.invoke(fn as never, {}, new Request('http://localhost/x'), '127.0.0.1');
    expect(res.status).toBe(204);
    await runtime.settle();
    expect(logged).toHaveBeenCalledWith('Background work of background failed:', expect.objectContaining({ message: 'webhook down' }));
    logged.mockRestore();
  });
});

describe('local functions runtime: background functions (issue #42)', () => {
  test('a function named *-background answers 202 at once and runs to the end afterwards', async () => {
    let release: () => void = () => {};
    const steps: string[] = [];
    const fn = {
      name: 'export-background',
      background: true,
      preferStatic: false,
      excluded: [],
      handler: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        steps.push('work done');
        return new Response(null, { status: 200 });
      },
    };
    const runtime = new FunctionsRuntime([]);
    const res = await runtime.invoke(fn as never, {}, new Request('http://localhost/.netlify/functions/export-background', { method: 'POST' }), '127.0.0.1');
    steps.push(`answered ${res.status}`);
    release();
    await runtime.settle();
    expect(steps).toEqual(['answered 202', 'work done']);
  });
});
