/** The developer dashboard's tabs (admin §2; DEV-02): links with their own URLs, the current one marked. */
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { DEVELOPER_TABS, developerPath, type DeveloperTab } from '../developer-routes.ts';
import dashboard from '../../dashboard-shell/Dashboard.module.css';

export default function DeveloperTabs({ current }: { current: DeveloperTab | 'not-found' }) {
  return (
    <nav className={dashboard.tabs} aria-label="Developer dashboard sections">
      {DEVELOPER_TABS.map((tab) => (
        <DashboardLink key={tab.id} href={developerPath(tab.id)} className={dashboard.tab} aria-current={tab.id === current ? 'page' : undefined}>
          {tab.label}
        </DashboardLink>
      ))}
    </nav>
  );
}
