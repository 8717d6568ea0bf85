// @vitest-environment jsdom
/**
 * The React card (sweets home grid, related products) and the React diet badges are thin wrappers over
 * the framework-free markup (issue #14): the same card and icons, and the card's clicks work once mounted.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import ProductCard from '../../../../src/islands/catalogue/ProductCard.tsx';
import { productCardHtml } from '../../../../src/islands/catalogue/product-card-markup.ts';
import DietBadges from '../../../../src/islands/ui/DietBadges.tsx';
import { dietBadgesHtml } from '../../../../src/islands/ui/diet-badges-markup.ts';
import type { CatalogueItem } from '../../../../src/lib/catalogue/catalogue-item.ts';
import { $enquiryList } from '../../../../src/stores/enquiry-list.ts';

afterEach(cleanup);

const item: CatalogueItem = {
  _id: 'kaju-katli',
  name: 'Kaju Katli',
  aliases: [],
  category: 'Diwali Collection',
  diet: ['contains-nuts'],
  image: '/images/kaju-katli.jpg',
  imageAlt: 'Kaju katli',
  price: { custom: 650 },
  isBestseller: true,
  inStock: true,
  quantity: '12 pieces',
};

describe('ProductCard (React)', () => {
  test('renders exactly the card markup, in a box that does not take part in layout', () => {
    const { container } = render(<ProductCard item={item} loading="eager" fetchPriority="high" headingLevel="h2" />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.display).toBe('contents');
    expect(wrapper.innerHTML).toBe(productCardHtml(item, { loading: 'eager', fetchPriority: 'high', headingLevel: 'h2' }));
  });

  test('once mounted, its "Add to enquiry list" adds the item', () => {
    $enquiryList.set([]);
    render(<ProductCard item={item} />);
    screen.getByRole('button', { name: 'Add Kaju Katli to enquiry list' }).click();
    expect($enquiryList.get()).toEqual([{ kind: 'diwali', id: 'kaju-katli', quantity: 1 }]);
    expect(screen.getByRole('status').textContent).toBe('Added 1 × Kaju Katli to your enquiry list.');
  });
});

describe('DietBadges (React)', () => {
  test.each(['small', 'large'] as const)('draws the same list as dietBadgesHtml (%s)', (size) => {
    const { container } = render(<DietBadges tags={['jain', 'vegan']} size={size} />);
    expect(container.innerHTML).toBe(dietBadgesHtml(['jain', 'vegan'], size).value);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vegetarian', 'Jain', 'Vegan']);
  });
});
