/** The event planner's state (issue #17): the plan in the address, the proposal and the lead-time check. */
import { useEffect, useRef, useState } from 'react';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { proposePlan, type PlanFacts } from '../../lib/planning/event-plan.ts';
import { cateringLeadWeeks, checkLeadTime, type CateringLeadFacts } from '../../lib/planning/lead-time.ts';
import { EMPTY_PLAN, PLAN_KEYS, planFromParams, planToParams, type PlanState } from '../../lib/planning/plan-url.ts';
import { useAddressState } from '../planner-kit/use-address-state.ts';
import { changedNamedFields } from '../planner-kit/typed-before-hydration.ts';

export interface PlannerFacts extends PlanFacts {
  catering: CateringLeadFacts;
}

export function useEventPlan(facts: PlannerFacts) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state: plan, update, adopt } = useAddressState(EMPTY_PLAN, planToParams);
  const [today, setToday] = useState('');

  // The planner hydrates on the first interaction, or at once for a shared plan (client:prefilled,
  // issue #14): the plan is the address's, with whatever was typed or chosen before the code arrived.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const typed = formRef.current ? changedNamedFields(formRef.current, PLAN_KEYS) : new URLSearchParams();
    for (const [key, value] of typed) params.set(key, value);
    adopt(planFromParams(params), typed.size > 0);
    setToday(todayInIndia());
  }, []);

  const parts = proposePlan(plan, facts);
  const weeks = cateringLeadWeeks(plan.date, plan.guests, facts.catering);
  const lead = today === '' ? ({ status: 'missing' } as const) : checkLeadTime(plan.date, today, weeks);
  const toggle = (id: PlanState['dropped'][number]) =>
    update((latest) => ({ dropped: latest.dropped.includes(id) ? latest.dropped.filter((part) => part !== id) : [...latest.dropped, id] }));
  return { formRef, plan, update, parts, kept: parts.filter((part) => !plan.dropped.includes(part.id)), lead, today, toggle };
}
