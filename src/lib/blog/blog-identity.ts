/** The blog's name and summary, as the blog page and its RSS feed state them. */
export const BLOG = {
  title: 'The Rasika Blog',
  description: "Stories from the Rasika kitchens: festival gifting guides, the history of Hyderabad's sweets and how to keep mithai fresh.",
  feedPath: '/blog/rss.xml',
} as const;
