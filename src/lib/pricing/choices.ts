/**
 * The size and quality choices in display order, for code that runs in the browser. They mirror
 * SIZES and QUALITY_LEVELS of catalogue/product-schema.ts, imported here as types only, so an
 * island showing prices does not ship the schema library; the checks below fail to compile if the
 * two ever differ.
 */
import type { QualityLevel, Size } from '../catalogue/product-schema.ts';

export const SIZE_CHOICES = ['250g', '500g', '1kg'] as const satisfies readonly Size[];
export const QUALITY_CHOICES = ['basic', 'standard', 'premium'] as const satisfies readonly QualityLevel[];

type Exhaustive<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
export const SIZE_CHOICES_COMPLETE: Exhaustive<Size, (typeof SIZE_CHOICES)[number]> = true;
export const QUALITY_CHOICES_COMPLETE: Exhaustive<QualityLevel, (typeof QUALITY_CHOICES)[number]> = true;
