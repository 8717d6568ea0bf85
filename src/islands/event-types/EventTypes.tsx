/**
 * The four selectable event types of "Complete Event Solutions" (storefront §2, §4; FEATURES
 * CATER-04): Weddings, Corporate Events, Social Gatherings, Cultural Events, exactly one active.
 */
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import { useState } from 'react';
import Tabs from '../ui/tabs/Tabs.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import styles from './EventTypes.module.css';
import '../ui/kit/cluster.css';
import '../ui/kit/panel.css';
import '../ui/kit/split.css';

export interface EventTypeData {
  /** Content entry id, e.g. "weddings". */
  id: string;
  name: string;
  description: string;
  highlights: string[];
  image: SmartImageSource;
  imageAlt: string;
}

interface Props {
  label: string;
  eventTypes: EventTypeData[];
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function EventTypes({ label, eventTypes }: Props) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label={label}
      items={eventTypes.map((type) => ({ id: `event-type-${slug(type.name)}`, label: type.name }))}
      selected={selected}
      onSelect={setSelected}
      orientation="vertical"
      className={styles.layout}
      listClassName={styles.list}
      tabClassName={styles.tab}
      renderPanel={(i) => {
        const type = eventTypes[i];
        if (!type) return null;
        return (
          <div className={`panel split ${styles.panel}`}>
            <SmartImage image={type.image} alt={type.imageAlt} width={600} height={450} sizes="(min-width: 56rem) 24rem, 90vw" />
            <div>
              <h4 className={styles.title}>{type.name}</h4>
              <p>{type.description}</p>
              <ul className={`cluster ${styles.highlights}`}>
                {type.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <a className="button" href={contactHref({ kind: 'event', id: type.id })}>{`Enquire about ${type.name}`}</a>
            </div>
          </div>
        );
      }}
    />
  );
}
