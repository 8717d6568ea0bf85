/**
 * A product card in React islands (the sweets home grid, related products): a thin wrapper over the
 * framework-free card markup (product-card-markup.ts, issue #14), so the card exists once. The
 * wrapper box is `display: contents`, so the <article> lays out as the list item's child; the
 * effect installs <smart-image> and the delegated "Add to enquiry list" clicks.
 */
import { useEffect, useMemo } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { enableProductCards, productCardHtml, type CardOptions } from './product-card-markup.ts';

interface Props extends CardOptions {
  item: CatalogueItem;
}

const CONTENTS = { display: 'contents' } as const;

export default function ProductCard({ item, loading, fetchPriority, headingLevel, language }: Props) {
  const markup = useMemo(
    () => ({ __html: productCardHtml(item, { ...(loading ? { loading } : {}), ...(fetchPriority ? { fetchPriority } : {}), ...(headingLevel ? { headingLevel } : {}), language }) }),
    [item, loading, fetchPriority, headingLevel, language],
  );
  useEffect(enableProductCards, []);
  return <div style={CONTENTS} dangerouslySetInnerHTML={markup} />;
}
