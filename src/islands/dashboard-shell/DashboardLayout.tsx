/**
 * The frame both dashboards share (admin §2): the title and who is signed in, the header's actions,
 * the section tabs, the route's content in <main>, and the toast region. Screens loaded on first
 * use (React.lazy) show "Loading the section..." in <main> meanwhile.
 */
import { Suspense, type ReactNode } from 'react';
import Toaster from './Toaster.tsx';
import content from './Content.module.css';
import styles from './Dashboard.module.css';

interface Props {
  title: string;
  /** "Signed in as …" */
  who: string;
  actions: ReactNode;
  tabs: ReactNode;
  children: ReactNode;
}

export default function DashboardLayout({ title, who, actions, tabs, children }: Props) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.who}>{who}</p>
        </div>
        {actions}
      </header>
      {tabs}
      <main className={styles.main} id="main-content">
        <Suspense fallback={<p className={content.muted}>Loading the section...</p>}>{children}</Suspense>
      </main>
      <Toaster />
    </div>
  );
}
