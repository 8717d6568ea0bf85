import { expect, test } from '@playwright/test';

test.describe('blog (issue 7 item 7, G-26)', () => {
  test('the footer links to the blog, which lists published posts only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Rasika Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How to Store Mithai So It Tastes Fresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Story of Double ka Meetha' })).toBeVisible();
    await expect(page.getByText('Sankranti Sweets of Telangana')).toHaveCount(0);
    await expect(page.getByText('Our Summer Menu, 2025')).toHaveCount(0);
  });

  test('draft and archived posts have no public page', async ({ page }) => {
    for (const slug of ['sankranti-sweets-of-telangana', 'summer-menu-2025']) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sweet Page Not Found' })).toBeVisible();
    }
  });

  test('a post counts one view per visit and one like per visitor', async ({ page }) => {
    await page.goto('/blog/kaju-katli-by-hand');
    await expect(page.getByRole('heading', { level: 1, name: 'Kaju Katli, by Hand: A Morning in Our Kitchen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The syrup' })).toBeVisible();
    const counts = page.getByText(/\d+ views? · \d+ likes?/);
    await expect(counts).toBeVisible();
    const before = (await counts.textContent()) ?? '';
    const [views = 0, likes = 0] = (before.match(/\d+/g) ?? []).map(Number);

    await page.reload();
    await expect(counts).toHaveText(before);

    await page.getByRole('button', { name: 'Like this post' }).click();
    await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(counts).toHaveText(`${views} ${views === 1 ? 'view' : 'views'} · ${likes + 1} ${likes + 1 === 1 ? 'like' : 'likes'}`);
  });
});
