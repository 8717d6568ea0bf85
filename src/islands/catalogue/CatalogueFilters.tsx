/**
 * The dietary, occasion and price filters of the catalogue (issue #12). Each tag shows how many
 * products it would leave. A price bound that is not a whole number of rupees, or a minimum above the
 * maximum, is explained beside the field and changes nothing until it is fixed.
 */
import { useEffect, useId, useState } from 'react';
import { parsePriceBound, type CatalogueQuery } from '../../lib/catalogue/catalogue-url.ts';
import { DIET_FILTERS, type DietTag } from '../../lib/catalogue/dietary.ts';
import { hasFacets } from '../../lib/catalogue/facets.ts';
import { isTravelBandId, type TravelBandFacts } from '../../lib/planning/travel-label.ts';
import type { HistoryMode } from './use-url-view.ts';
import styles from './Catalogue.module.css';

type Facets = Pick<CatalogueQuery, 'diet' | 'minPrice' | 'maxPrice' | 'travel'>;

interface Props {
  facets: Facets;
  counts: Record<DietTag, number>;
  travelBands?: readonly TravelBandFacts[];
  onChange: (facets: Facets, mode?: HistoryMode) => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function priceProblem(min: string, max: string): { field: 'min' | 'max'; message: string } | undefined {
  const lower = parsePriceBound(min);
  const upper = parsePriceBound(max);
  if (min.trim() !== '' && lower === undefined) return { field: 'min', message: 'Enter the lowest price in whole rupees, e.g. 200.' };
  if (max.trim() !== '' && upper === undefined) return { field: 'max', message: 'Enter the highest price in whole rupees, e.g. 600.' };
  if (lower !== undefined && upper !== undefined && lower > upper) return { field: 'max', message: 'The highest price must not be below the lowest.' };
  return undefined;
}

/** One bound of the price range; `errorId` names the message explaining why it is not applied. */
function PriceBound(props: { label: string; value: string; placeholder: string; errorId: string | undefined; onChange: (value: string) => void }) {
  return (
    <label>
      {props.label}
      <input type="text" inputMode="numeric" value={props.value} placeholder={props.placeholder}
        aria-invalid={props.errorId !== undefined || undefined} aria-describedby={props.errorId}
        onChange={(event) => props.onChange(event.target.value)} />
    </label>
  );
}

export default function CatalogueFilters({ facets, counts, travelBands = [], onChange }: Props) {
  const errorId = `${useId()}-price-error`;
  const [min, setMin] = useState(text(facets.minPrice));
  const [max, setMax] = useState(text(facets.maxPrice));
  // Back/Forward or a shared link changed the bounds: show them.
  useEffect(() => setMin((current) => (parsePriceBound(current) === facets.minPrice ? current : text(facets.minPrice))), [facets.minPrice]);
  useEffect(() => setMax((current) => (parsePriceBound(current) === facets.maxPrice ? current : text(facets.maxPrice))), [facets.maxPrice]);
  const problem = priceProblem(min, max);
  const [open, setOpen] = useState(false);
  const filtering = hasFacets(facets) || facets.travel !== undefined;
  useEffect(() => {
    if (filtering) setOpen(true);
  }, [filtering]);

  const typePrice = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    if (priceProblem(nextMin, nextMax)) return;
    onChange({ diet: facets.diet, minPrice: parsePriceBound(nextMin), maxPrice: parsePriceBound(nextMax), travel: facets.travel }, 'type');
  };
  const toggle = (tag: DietTag, on: boolean) =>
    onChange({ ...facets, diet: on ? [...facets.diet, tag] : facets.diet.filter((current) => current !== tag) });
  const active = facets.diet.length + (facets.minPrice === undefined && facets.maxPrice === undefined ? 0 : 1) + (facets.travel === undefined ? 0 : 1);

  return (
    <details className={styles.filters} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.filtersSummary}>{active > 0 ? `Filters (${active})` : 'Filters'}</summary>
      <fieldset className={styles.filterGroup}>
        <legend>Dietary and occasion</legend>
        <p className={styles.filterNote}>Everything we make is vegetarian.</p>
        {DIET_FILTERS.map((filter) => (
          <label key={filter.value} className={styles.filterOption}>
            <input type="checkbox" checked={facets.diet.includes(filter.value)} onChange={(event) => toggle(filter.value, event.target.checked)} />
            {filter.label} <span className={styles.filterCount}>({counts[filter.value]})</span>
          </label>
        ))}
      </fieldset>
      {travelBands.length > 0 && (
        <label className={styles.filterGroup}>
          Travels well to{' '}
          <select
            value={facets.travel ?? ''}
            onChange={(event) => onChange({ ...facets, travel: isTravelBandId(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">Any distance</option>
            {travelBands.map((band) => (
              <option key={band.id} value={band.id}>
                {band.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className={styles.filterGroup}>
        <legend>Price (₹)</legend>
        <div className={styles.priceRange}>
          <PriceBound label="Lowest price" value={min} placeholder="0" errorId={problem?.field === 'min' ? errorId : undefined}
            onChange={(value) => typePrice(value, max)} />
          <PriceBound label="Highest price" value={max} placeholder="Any" errorId={problem?.field === 'max' ? errorId : undefined}
            onChange={(value) => typePrice(min, value)} />
        </div>
        {problem && (
          <p id={errorId} className={styles.filterError} role="alert">
            {problem.message}
          </p>
        )}
      </fieldset>
      {active > 0 && (
        <button
          type="button"
          className={styles.clearFilters}
          onClick={() => {
            setMin('');
            setMax('');
            onChange({ diet: [], minPrice: undefined, maxPrice: undefined, travel: undefined });
          }}
        >
          Clear filters
        </button>
      )}
    </details>
  );
}
