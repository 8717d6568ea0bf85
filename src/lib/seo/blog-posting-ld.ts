/** A schema.org BlogPosting for a published post. */
import type { BlogPosting, WithContext } from 'schema-dts';
import { withContext } from './json-ld.ts';

export interface PostFacts {
  title: string;
  description: string;
  url: string;
  author: string;
  datePublished: string;
  dateModified: string;
  image: string;
  /** The language of the page ("te-IN"; issue #44). */
  inLanguage?: string | undefined;
}

export function blogPostingLd(post: PostFacts, organizationId: string): WithContext<BlogPosting> {
  return withContext<BlogPosting>({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId },
    ...(post.inLanguage ? { inLanguage: post.inLanguage } : {}),
  });
}
