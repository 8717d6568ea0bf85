/**
 * The lazily loaded section of the sweets home (FEATURES MITHAI-03, G-28): hydrated only when it
 * scrolls into view (client:visible); its points then rise into place unless motion is reduced.
 */
import { useEffect, useState } from 'react';
import PointList, { type Point } from '../ui/PointList.tsx';
import styles from './MithaiHome.module.css';
import '../ui/kit/grid-list.css';

export default function WhyOurMithai({ title, text, points }: { title: string; text: string; points: Point[] }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return (
    <section className={styles.why} data-shown={shown || undefined} aria-labelledby="why-our-mithai">
      <div className="container">
        <h2 id="why-our-mithai">{title}</h2>
        <p className={styles.lead}>{text}</p>
        <PointList points={points} className={`grid-list ${styles.points}`} />
      </div>
    </section>
  );
}
