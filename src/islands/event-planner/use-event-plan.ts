/** The event planner's state (issue #17): the plan in the address, the proposal and the lead-time check. */
import { useEffect, useRef, useState } from 'react';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { proposePlan, type PlanFacts } from '../../lib/planning/event-plan.ts';
import { cateringLeadWeeks, checkLeadTime, type CateringLeadFacts } from '../../lib/planning/lead-time.ts';
import { EMPTY_PLAN, PLAN_KEYS, planFromParams, planToParams, type PlanState } from '../../lib/planning/plan-url.ts';
import { changedNamedFields } from '../planner-kit/typed-before-hydration.ts';

export interface PlannerFacts extends PlanFacts {
  catering: CateringLeadFacts;
}

/** A change to the plan: the parts that change, or how to work them out from the latest plan. */
export type PlanChange = Partial<PlanState> | ((plan: PlanState) => Partial<PlanState>);

export function useEventPlan(facts: PlannerFacts) {
  const formRef = useRef<HTMLFormElement>(null);
  const [plan, setPlan] = useState<PlanState>(EMPTY_PLAN);
  const [today, setToday] = useState('');
  // The address is written only once the visitor changes something, so a plain visit stays plain.
  const edited = useRef(false);

  // The planner hydrates on the first interaction, or at once for a shared plan (client:prefilled,
  // issue #14): the plan is the address's, with whatever was typed or chosen before the code arrived.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const typed = formRef.current ? changedNamedFields(formRef.current, PLAN_KEYS) : new URLSearchParams();
    for (const [key, value] of typed) params.set(key, value);
    edited.current = typed.size > 0;
    setPlan(planFromParams(params));
    setToday(todayInIndia());
  }, []);

  useEffect(() => {
    if (!edited.current) return;
    const params = planToParams(plan, new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
  }, [plan]);

  // From the latest plan, so a click replayed after hydration never undoes what was taken over on mount.
  const update = (change: PlanChange) => {
    edited.current = true;
    setPlan((latest) => ({ ...latest, ...(typeof change === 'function' ? change(latest) : change) }));
  };

  const parts = proposePlan(plan, facts);
  const weeks = cateringLeadWeeks(plan.date, plan.guests, facts.catering);
  const lead = today === '' ? ({ status: 'missing' } as const) : checkLeadTime(plan.date, today, weeks);
  const toggle = (id: PlanState['dropped'][number]) =>
    update((latest) => ({ dropped: latest.dropped.includes(id) ? latest.dropped.filter((part) => part !== id) : [...latest.dropped, id] }));
  return { formRef, plan, update, parts, kept: parts.filter((part) => !plan.dropped.includes(part.id)), lead, today, toggle };
}
