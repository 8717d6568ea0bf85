/**
 * An event plan in the page address (issue #17), so a family can share it:
 * ?occasion=wedding&date=2027-02-14&guests=300&days=2&diet=jain&drop=rooms. Unknown values fall back.
 */
import { isIsoDate } from './calendar-days.ts';
import { DIET_STYLES, OCCASIONS, PLAN_PARTS, type DietStyle, type Occasion, type PlanPartId } from './event-plan.ts';

export interface PlanState {
  occasion: Occasion;
  date: string;
  guests: number;
  days: number;
  diet: DietStyle;
  dropped: PlanPartId[];
}

export const EMPTY_PLAN: PlanState = { occasion: 'wedding', date: '', guests: 0, days: 1, diet: 'all-vegetarian', dropped: [] };

/** The query keys a plan is kept under (the planner's form fields carry the same names). */
export const PLAN_KEYS = ['occasion', 'date', 'guests', 'days', 'diet', 'drop'] as const;

export type PlanKey = (typeof PLAN_KEYS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function planFromParams(params: URLSearchParams): PlanState {
  const date = params.get('date') ?? '';
  return {
    occasion: oneOf(OCCASIONS, params.get('occasion'), EMPTY_PLAN.occasion),
    date: isIsoDate(date) ? date : '',
    guests: positiveInt(params.get('guests'), 0),
    days: positiveInt(params.get('days'), 1),
    diet: oneOf(DIET_STYLES, params.get('diet'), EMPTY_PLAN.diet),
    dropped: (params.get('drop') ?? '').split(',').filter((id): id is PlanPartId => (PLAN_PARTS as readonly string[]).includes(id)),
  };
}

export function planToParams(plan: PlanState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of PLAN_KEYS) params.delete(key);
  params.set('occasion', plan.occasion);
  if (plan.date) params.set('date', plan.date);
  if (plan.guests > 0) params.set('guests', String(plan.guests));
  params.set('days', String(plan.days));
  params.set('diet', plan.diet);
  if (plan.dropped.length > 0) params.set('drop', plan.dropped.join(','));
  return params;
}
