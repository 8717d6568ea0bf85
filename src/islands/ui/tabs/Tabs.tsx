/**
 * The tabs of the site's React islands (WAI-ARIA tabs pattern, automatic activation): a tablist of
 * buttons with aria-selected and a roving tabindex, arrow keys and Home/End (tab-keys.ts), and one
 * tabpanel per tab labelled by it. Controlled: the island that uses it keeps the selected index. Every
 * panel is rendered (the others `hidden`), so all content is in the server HTML. Tabs with nothing else
 * to do use the framework-free twin, components/tabs/Tabs.astro: the same markup and styles.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget, type TabsOrientation } from './tab-keys.ts';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Unique on the page: the tab is `{id}-tab`, its panel `{id}-panel`. */
  id: string;
  label: ReactNode;
}

interface Props {
  /** Accessible name of the tablist. */
  label: string;
  items: readonly TabItem[];
  selected: number;
  onSelect: (index: number) => void;
  renderPanel: (index: number) => ReactNode;
  /** Select a tab when the pointer rests on it, too (guest reviews). */
  selectOnHover?: boolean;
  orientation?: TabsOrientation;
  className?: string | undefined;
  listClassName?: string | undefined;
  tabClassName?: string | undefined;
  panelClassName?: string | undefined;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export default function Tabs({
  label,
  items,
  selected,
  onSelect,
  renderPanel,
  selectOnHover = false,
  orientation = 'horizontal',
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(event.key, selected, items.length, orientation);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className={join(styles.tabs, className)}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={join(styles.list, listClassName)} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            id={`${item.id}-tab`}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${item.id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className={join(styles.tab, tabClassName)}
            onClick={() => onSelect(i)}
            onMouseEnter={selectOnHover ? () => onSelect(i) : undefined}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          id={`${item.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${item.id}-tab`}
          tabIndex={0}
          hidden={i !== selected}
          className={join(styles.panel, panelClassName)}
        >
          {renderPanel(i)}
        </div>
      ))}
    </div>
  );
}
