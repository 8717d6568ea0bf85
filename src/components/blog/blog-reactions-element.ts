/**
 * <blog-reactions>: the script behind BlogReactions.astro, a post's closing strip without a framework
 * (issue #14; it was a React island loading 84 KB of JavaScript on every post). It counts a view once
 * per visit as the page opens and lets a visitor like a post once, both stored by
 * /api/blogs/{slug}/{view|like}. The ids live in the browser, never anything personal.
 */
import { countBlogView, likeBlogPost, type PostStats } from '../../client/blog-api.ts';

function browserId(storage: Storage, key: string): string {
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(key, id);
  return id;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export class BlogReactionsElement extends HTMLElement {
  #liked = false;

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    this.dataset['ready'] = '';
    const slug = this.dataset['slug'] ?? '';
    const likedKey = `rasika-liked:${slug}`;
    this.#showLiked(localStorage.getItem(likedKey) === '1');
    this.querySelector('[data-like]')?.addEventListener('click', () => void this.#like(slug, likedKey));
    countBlogView(slug, browserId(sessionStorage, 'rasika-visit-id'))
      .then((stats) => this.#showStats(stats))
      .catch((error: unknown) => console.error('Could not count the view:', error));
  }

  async #like(slug: string, likedKey: string): Promise<void> {
    if (this.#liked) return;
    this.#showLiked(true);
    localStorage.setItem(likedKey, '1');
    try {
      this.#showStats(await likeBlogPost(slug, browserId(localStorage, 'rasika-visitor-id')));
    } catch (error) {
      console.error('Could not save the like:', error);
    }
  }

  #button(): HTMLButtonElement | null {
    return this.querySelector<HTMLButtonElement>('[data-like]');
  }

  #showLiked(liked: boolean): void {
    this.#liked = liked;
    const button = this.#button();
    const text = (selector: string, value: string) => {
      const element = this.querySelector(selector);
      if (element) element.textContent = value;
    };
    text('[data-prompt]', liked ? 'Thank you for reading.' : 'Enjoyed this story?');
    text('[data-heart]', liked ? '♥' : '♡');
    text('[data-label]', liked ? 'Liked' : 'Like this post');
    button?.setAttribute('aria-pressed', String(liked));
    if (button) button.disabled = liked;
  }

  #showStats(stats: PostStats): void {
    const counts = this.querySelector('[data-counts]');
    if (counts) counts.textContent = `${plural(stats.views, 'view')} · ${plural(stats.likes, 'like')}`;
  }
}

export function defineBlogReactions(): void {
  if (!customElements.get('blog-reactions')) customElements.define('blog-reactions', BlogReactionsElement);
}
