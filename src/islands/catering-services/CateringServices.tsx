/**
 * "Catering Services" of /catering-events (storefront §2, §4; FEATURES CATER-03): the tabs Wedding
 * Catering, Corporate Events and Family Celebrations, exactly one active; each panel shows the
 * description, the features and a "Get Quote" link.
 */
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import { useState } from 'react';
import Tabs from '../ui/tabs/Tabs.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import styles from './CateringServices.module.css';
import '../ui/kit/panel.css';
import '../ui/kit/split.css';

export interface CateringServiceData {
  /** Content entry id, e.g. "wedding-catering". */
  id: string;
  name: string;
  description: string;
  features: string[];
  image: SmartImageSource;
  imageAlt: string;
}

interface Props {
  label: string;
  services: CateringServiceData[];
  /** The call to action of every panel: "Get Quote" to /contact. */
  quote: { label: string; href: string };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function CateringServices({ label, services, quote }: Props) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label={label}
      items={services.map((service) => ({ id: `catering-${slug(service.name)}`, label: service.name }))}
      selected={selected}
      onSelect={setSelected}
      listClassName={styles.list}
      renderPanel={(i) => {
        const service = services[i];
        if (!service) return null;
        return (
          <div className={`panel split ${styles.panel}`}>
            {/* Half the panel from 56rem: up to 539 px inside the 72rem container (28rem drew a 480 px raster 539 px wide). */}
            <SmartImage image={service.image} alt={service.imageAlt} width={600} height={450} sizes="(min-width: 56rem) 34rem, 90vw" />
            <div className={styles.body}>
              <h3 className={styles.title}>{service.name}</h3>
              <p>{service.description}</p>
              <ul className={styles.features}>
                {service.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a className="button" href={contactHref({ kind: 'service', id: service.id })}>
                {quote.label}
              </a>
            </div>
          </div>
        );
      }}
    />
  );
}
