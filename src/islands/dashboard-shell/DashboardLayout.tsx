/**
 * The frame both dashboards share (admin §2): the title and who is signed in, the header's actions,
 * the section tabs, the route's content in <main>, and the toast region.
 */
import type { ReactNode } from 'react';
import Toaster from './Toaster.tsx';
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
        {children}
      </main>
      <Toaster />
    </div>
  );
}
