/** The event planner's state (issue #17): the plan in the address, the proposal and the lead-time check. */
import { useEffect, useState } from 'react';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { proposePlan, type PlanFacts } from '../../lib/planning/event-plan.ts';
import { cateringLeadWeeks, checkLeadTime, type CateringLeadFacts } from '../../lib/planning/lead-time.ts';
import { EMPTY_PLAN, planFromParams, planToParams, type PlanState } from '../../lib/planning/plan-url.ts';

export interface PlannerFacts extends PlanFacts {
  catering: CateringLeadFacts;
}

export function useEventPlan(facts: PlannerFacts) {
  const [plan, setPlan] = useState<PlanState>(EMPTY_PLAN);
  const [today, setToday] = useState('');

  useEffect(() => {
    setPlan(planFromParams(new URLSearchParams(window.location.search)));
    setToday(todayInIndia());
  }, []);

  const update = (next: PlanState) => {
    setPlan(next);
    const params = planToParams(next, new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
  };

  const parts = proposePlan(plan, facts);
  const weeks = cateringLeadWeeks(plan.date, plan.guests, facts.catering);
  const lead = today === '' ? ({ status: 'missing' } as const) : checkLeadTime(plan.date, today, weeks);
  const toggle = (id: PlanState['dropped'][number]) =>
    update({ ...plan, dropped: plan.dropped.includes(id) ? plan.dropped.filter((part) => part !== id) : [...plan.dropped, id] });
  return { plan, update, parts, kept: parts.filter((part) => !plan.dropped.includes(part.id)), lead, today, toggle };
}
