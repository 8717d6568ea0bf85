/**
 * Counts a view once per visit and lets a visitor like a post once, both stored by
 * /api/blogs/{slug}/{view|like}. The ids live in the browser, never anything personal.
 */
import { useEffect, useState } from 'react';
import { countBlogView, likeBlogPost, type PostStats } from '../../client/blog-api.ts';
import styles from './BlogReactions.module.css';

interface Props {
  slug: string;
}


function browserId(storage: Storage, key: string): string {
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(key, id);
  return id;
}

export default function BlogReactions({ slug }: Props) {
  const [stats, setStats] = useState<PostStats | null>(null);
  const [liked, setLiked] = useState(false);
  const likedKey = `rasika-liked:${slug}`;

  useEffect(() => {
    setLiked(localStorage.getItem(likedKey) === '1');
    const visitId = browserId(sessionStorage, 'rasika-visit-id');
    countBlogView(slug, visitId)
      .then(setStats)
      .catch((error: unknown) => console.error('Could not count the view:', error));
  }, [slug, likedKey]);

  async function like() {
    if (liked) return;
    setLiked(true);
    localStorage.setItem(likedKey, '1');
    try {
      setStats(await likeBlogPost(slug, browserId(localStorage, 'rasika-visitor-id')));
    } catch (error) {
      console.error('Could not save the like:', error);
    }
  }

  return (
    <div className={styles['reactions']}>
      <button type="button" className={styles['like']} aria-pressed={liked} onClick={like} disabled={liked}>
        {liked ? 'Liked' : 'Like this post'}
      </button>
      <p className={styles['counts']} aria-live="polite">
        {stats ? `${stats.views} ${stats.views === 1 ? 'view' : 'views'} · ${stats.likes} ${stats.likes === 1 ? 'like' : 'likes'}` : ''}
      </p>
    </div>
  );
}
