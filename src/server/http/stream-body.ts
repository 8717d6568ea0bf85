/**
 * A response body pulled from an async generator, one chunk per read (a download streamed as it is
 * made: an export, a backup). A failure midway ends the stream with an error (the client sees a cut
 * download, never a complete-looking one) and is logged; a client that goes away stops the generator.
 */
export function streamBody(source: AsyncGenerator<Uint8Array<ArrayBuffer>>, what: string): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        console.error(`${what} stopped:`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}
