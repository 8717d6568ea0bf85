/**
 * <blog-reactions>: the script behind BlogReactions.astro, a post's closing strip without a framework
 * (issue #14; it was a React island loading 84 KB of JavaScript on every post). It counts a view once
 * per visit as the page opens and lets a visitor like a post once, both stored by
 * /api/blogs/{slug}/{view|like}. The ids live in the browser, never anything personal.
 */
import { countBlogView, likeBlogPost, type PostStats } from '../../client/blog-api.ts';
import { pageLocale, type Locale } from '../../lib/i18n/locales.ts';
import { plural, type PluralForms } from '../../lib/i18n/ui-strings.ts';

/** The strip's words in the page's language (ui(locale).pages.blog.reactions), passed in `data-strings`. */
export interface ReactionStrings {
  readonly prompt: string;
  readonly like: string;
  readonly thanks: string;
  readonly liked: string;
  readonly views: PluralForms;
  readonly likes: PluralForms;
}

function browserId(storage: Storage, key: string): string {
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(key, id);
  return id;
}

export class BlogReactionsElement extends HTMLElement {
  #liked = false;
  #locale: Locale = 'en';
  #strings: ReactionStrings | undefined;

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    this.dataset['ready'] = '';
    this.#locale = pageLocale(this.dataset['locale']);
    this.#strings = JSON.parse(this.dataset['strings'] ?? 'null') as ReactionStrings | undefined;
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
    const strings = this.#strings;
    if (strings) text('[data-prompt]', liked ? strings.thanks : strings.prompt);
    text('[data-heart]', liked ? '♥' : '♡');
    if (strings) text('[data-label]', liked ? strings.liked : strings.like);
    button?.setAttribute('aria-pressed', String(liked));
    if (button) button.disabled = liked;
  }

  #showStats(stats: PostStats): void {
    const counts = this.querySelector('[data-counts]');
    const strings = this.#strings;
    if (counts && strings) counts.textContent = `${plural(this.#locale, strings.views, stats.views)} · ${plural(this.#locale, strings.likes, stats.likes)}`;
  }
}

export function defineBlogReactions(): void {
  if (!customElements.get('blog-reactions')) customElements.define('blog-reactions', BlogReactionsElement);
}
