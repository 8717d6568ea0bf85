/**
 * Counts a view once per visit and lets a visitor like a post once, both stored by
 * /api/blogs/{slug}/{view|like}. The ids live in the browser, never anything personal.
 */
import { useEffect, useState } from 'react';
import { postJson } from '../../client/api-client.ts';
import { postStatsSchema, type PostStats } from '../../lib/blog/blog-post-schema.ts';
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
    postJson(`/api/blogs/${slug}/view`, { visitId })
      .then((body) => setStats(postStatsSchema.parse(body)))
      .catch((error: unknown) => console.error('Could not count the view:', error));
  }, [slug, likedKey]);

  async function like() {
    if (liked) return;
    setLiked(true);
    localStorage.setItem(likedKey, '1');
    try {
      const body = await postJson(`/api/blogs/${slug}/like`, { visitorId: browserId(localStorage, 'rasika-visitor-id') });
      setStats(postStatsSchema.parse(body));
    } catch (error) {
      console.error('Could not save the like:', error);
    }
  }

  return (
    <div className={styles['reactions']}>
      <p className={styles['prompt']}>{liked ? 'Thank you for reading.' : 'Enjoyed this story?'}</p>
      <button type="button" className={styles['like']} aria-pressed={liked} onClick={like} disabled={liked}>
        <span className={styles['heart']} aria-hidden="true">
          {liked ? '♥' : '♡'}
        </span>
        {liked ? 'Liked' : 'Like this post'}
      </button>
      <p className={styles['counts']} aria-live="polite">
        {stats ? `${stats.views} ${stats.views === 1 ? 'view' : 'views'} · ${stats.likes} ${stats.likes === 1 ? 'like' : 'likes'}` : ''}
      </p>
    </div>
  );
}
