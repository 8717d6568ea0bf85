/**
 * /mithai/shop (storefront §2 Catalogue, §4, §5, §9; FEATURES SHOP-01..SHOP-25; issue #12): the
 * built-in lists come as props, the staff-created products are fetched, and lib does the rest. When a
 * search finds nothing, "Did you mean …?" offers the closest name.
 */
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import { ALL_CATEGORIES, collectionTitle } from '../../lib/catalogue/category-order.ts';
import styles from './Catalogue.module.css';
import CatalogueFilters from './CatalogueFilters.tsx';
import CatalogueLoading from './CatalogueLoading.tsx';
import CatalogueToolbar from './CatalogueToolbar.tsx';
import CategoryNav from './CategoryNav.tsx';
import ProductGrid from './ProductGrid.tsx';
import { useCatalogue } from './use-catalogue.ts';
import '../ui/kit/eyebrow.css';

export default function Catalogue({ builtin, travelBands = [] }: { builtin: CatalogueItem[]; travelBands?: TravelBandFacts[] }) {
  const { loading, view, categories, page, counts, didYouMean, loadingMore, setCategory, setSearch, chooseSearch, setSort, setFacets, loadMore } =
    useCatalogue(builtin, travelBands);
  const title = collectionTitle(view.search.trim() === '' ? view.category : ALL_CATEGORIES);

  return (
    <div className={styles.catalogue}>
      <header className={styles.hero}>
        <div className="container">
          <p className="eyebrow eyebrow--on-dark">Rasika Sweets</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.tagline}>Artisanal Mithai for the Discerning Palate</p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <CategoryNav categories={categories} current={view.category} onSelect={setCategory} />
        <section className={styles.results} aria-labelledby="catalogue-products">
          <h2 id="catalogue-products" className="visually-hidden">
            Products
          </h2>
          <CatalogueToolbar
            search={view.search}
            sort={view.sort}
            counts={loading ? undefined : { shown: page.items.length, total: page.total, remaining: page.remaining }}
            searched={view.search.trim()}
            onSearch={setSearch}
            onSort={setSort}
          />
          <CatalogueFilters facets={view} counts={counts} travelBands={travelBands} onChange={setFacets} />
          {loading ? (
            <CatalogueLoading />
          ) : page.total === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No Treasures Found</p>
              <p>Try adjusting your search or category.</p>
              {didYouMean && (
                <p className={styles.didYouMean}>
                  Did you mean{' '}
                  <button type="button" className={styles.didYouMeanButton} onClick={() => chooseSearch(didYouMean)}>
                    {didYouMean}
                  </button>
                  ?
                </p>
              )}
            </div>
          ) : (
            <>
              <ProductGrid items={page.items} />
              {page.remaining > 0 && (
                <p className={styles.loadMoreRow}>
                  <button type="button" className={`button ${styles.loadMore}`} onClick={loadMore} aria-disabled={loadingMore} aria-busy={loadingMore}>
                    {loadingMore ? 'Loading more...' : `Load More (${page.remaining} remaining)`}
                  </button>
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
