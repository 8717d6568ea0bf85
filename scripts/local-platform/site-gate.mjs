/**
 * Lets the local publisher replace the site's files while the server runs (docs/content-editing.md §5):
 * every read of the site's files happens inside `read`, and the swap inside `exclusive`, which waits for
 * the reads under way (at most DRAIN_MS: a read is a file or two from disk) and holds new ones until the
 * swap is done. So no request ever sees a site half replaced: a file is read either from the old site or
 * from the new one, and the moment between the two renames is never seen.
 */

/** The longest a swap waits for reads under way before going ahead. */
export const DRAIN_MS = 5_000;

export class SiteGate {
  #readers = 0;
  /** @type {Promise<void> | undefined} */
  #swapping;
  /** @type {(() => void) | undefined} */
  #drained;

  /**
   * Runs a read of the site's files.
   * @template T @param {() => Promise<T>} task @returns {Promise<T>}
   */
  async read(task) {
    while (this.#swapping) await this.#swapping;
    this.#readers += 1;
    try {
      return await task();
    } finally {
      this.#readers -= 1;
      if (this.#readers === 0) this.#drained?.();
    }
  }

  /**
   * Runs the swap alone: no read under way (or DRAIN_MS passed), none starting until it ends.
   * @template T @param {() => Promise<T>} task @returns {Promise<T>}
   */
  async exclusive(task) {
    while (this.#swapping) await this.#swapping;
    /** @type {() => void} */
    let done = () => {};
    this.#swapping = new Promise((resolve) => {
      done = resolve;
    });
    try {
      if (this.#readers > 0) {
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let timer;
        await new Promise((resolve) => {
          this.#drained = () => resolve(undefined);
          timer = setTimeout(resolve, DRAIN_MS);
        });
        clearTimeout(timer);
        this.#drained = undefined;
      }
      return await task();
    } finally {
      this.#swapping = undefined;
      done();
    }
  }

  get readers() {
    return this.#readers;
  }
}
