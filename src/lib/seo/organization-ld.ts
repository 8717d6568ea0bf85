/** The group as a schema.org Organization with its logo and social profiles (every page). */
import type { Organization, WithContext } from 'schema-dts';
import { withContext } from './json-ld.ts';

export interface OrganizationFacts {
  name: string;
  /** The site's home, absolute. */
  url: string;
  /** Absolute URL of a raster logo (at least 112 × 112). */
  logo: string;
  telephone: string;
  email: string;
  foundingYear: number;
  /** Social profile URLs. */
  sameAs: string[];
  /** The brands of the group. */
  brands: string[];
}

export const ORGANIZATION_ID = '#organization';

export function organizationLd(facts: OrganizationFacts): WithContext<Organization> {
  return withContext<Organization>({
    '@type': 'Organization',
    '@id': `${facts.url}${ORGANIZATION_ID}`,
    name: facts.name,
    url: facts.url,
    logo: facts.logo,
    telephone: facts.telephone,
    email: facts.email,
    foundingDate: String(facts.foundingYear),
    sameAs: [...new Set(facts.sameAs)],
    brand: facts.brands.map((name) => ({ '@type': 'Brand', name })),
  });
}
