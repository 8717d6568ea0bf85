/** The Overview cards (admin §2; DEV-03): every user, blog totals, and users whose account is active. */
export interface OverviewCard {
  label: 'Total Users' | 'Total Blogs' | 'Published Blogs' | 'Active Users';
  value: number;
}

export function overviewCards(users: readonly { isActive: boolean }[], blogs: { total: number; published: number }): OverviewCard[] {
  return [
    { label: 'Total Users', value: users.length },
    { label: 'Total Blogs', value: blogs.total },
    { label: 'Published Blogs', value: blogs.published },
    { label: 'Active Users', value: users.filter((user) => user.isActive).length },
  ];
}
