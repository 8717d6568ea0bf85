/**
 * The event planner across the three businesses (issue #17): occasion, date, guests, days and
 * vegetarian style; it proposes the hall, the catering package, rooms for a wedding stay and
 * return-gift boxes, each of which the visitor can drop, warns inside the lead time, and sends one
 * enquiry listing every part for the teams involved (or a WhatsApp message). The plan lives in the
 * address, so it can be shared in a family group.
 */
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import { DIET_STYLES, DIET_STYLE_LABELS, OCCASIONS, OCCASION_LABELS } from '../../lib/planning/event-plan.ts';
import { leadTimeMessage } from '../../lib/planning/lead-time.ts';
import { PLANNER_LIMITS } from '../../lib/planning/planner-limits.ts';
import type { PlanKey } from '../../lib/planning/plan-url.ts';
import SendPanel from '../planner-kit/SendPanel.tsx';
import { usePlannerForm } from '../planner-kit/use-send.ts';
import styles from '../planner-kit/planner.module.css';
import { planEnquiry, planProblems, planSummary } from './plan-enquiry.ts';
import { useEventPlan, type PlannerFacts } from './use-event-plan.ts';

/** The send step's wording (issue #17). */
const SEND_COPY = { idPrefix: 'plan', legend: '4. Send your plan', submitLabel: 'Send my event plan', team: 'Our events team' } as const;

const TEAM_LABELS = { 'banquets & hotels': 'Hotels & Banquets', 'restaurants & catering': 'Catering & Events', sweets: 'Sweets' } as const;

/** Each plan field is named for its query key, so what was typed before hydration reads as a plan. */
const key = (name: PlanKey) => name;

interface Props {
  facts: PlannerFacts;
  waNumber: string;
}

export default function EventPlanner({ facts, waNumber }: Props) {
  const planner = useEventPlan(facts);
  const { plan, update, parts, kept, lead } = planner;
  const form = usePlannerForm();
  const draft = { plan, kept, lead, contact: form.contact, notes: form.notes, maxDays: PLANNER_LIMITS.days };
  const leadText = leadTimeMessage(lead, 'booking');
  const submit = form.submitWith(() => planProblems(draft), () => planEnquiry(draft));

  return (
    <form ref={planner.formRef} className={styles.planner} onSubmit={submit} noValidate aria-label="Event planner">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>1. Your event</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-occasion">
              Occasion
            </label>
            <select id="plan-occasion" name={key('occasion')} className={styles.control} value={plan.occasion} onChange={(event) => update({ occasion: event.target.value as typeof plan.occasion })}>
              {OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {OCCASION_LABELS[occasion]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-date">
              Date
            </label>
            <input id="plan-date" name={key('date')} className={styles.control} type="date" min={planner.today} value={plan.date} onChange={(event) => update({ date: event.target.value })} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-guests">
              Guests
            </label>
            <input id="plan-guests" name={key('guests')} className={styles.control} type="number" inputMode="numeric" min={1} value={plan.guests || ''} onChange={(event) => update({ guests: Math.max(0, Math.floor(Number(event.target.value) || 0)) })} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="plan-days">
              Days
            </label>
            <input id="plan-days" name={key('days')} className={styles.control} type="number" inputMode="numeric" min={1} max={PLANNER_LIMITS.days} value={plan.days} onChange={(event) => update({ days: Math.max(1, Math.floor(Number(event.target.value) || 1)) })} />
          </div>
        </div>
        {leadText && <p className={lead.status === 'past' ? styles.error : styles.warning} role="alert">{leadText}</p>}
      </fieldset>

      <fieldset className={`${styles.fieldset} ${styles.choicePairs}`}>
        <legend className={styles.legend}>2. Vegetarian style</legend>
        {DIET_STYLES.map((diet) => (
          <label key={diet} className={styles.choice}>
            <input type="radio" name={key('diet')} value={diet} checked={plan.diet === diet} onChange={() => update({ diet })} />
            {DIET_STYLE_LABELS[diet]}
          </label>
        ))}
      </fieldset>

      <section className={styles.fieldset} aria-labelledby="plan-proposal-heading">
        <h2 id="plan-proposal-heading" className={styles.legend}>
          3. What we propose
        </h2>
        {parts.length === 0 ? (
          <p className={styles.note}>Enter the number of guests to see the hall, catering, rooms and return gifts that fit.</p>
        ) : (
          <ul className={styles.parts} aria-label="Proposed plan">
            {parts.map((part) => {
              const dropped = plan.dropped.includes(part.id);
              return (
                <li key={part.id} className={styles.part}>
                  <p>
                    <strong>{part.title}</strong>
                    <br />
                    <span className={styles.note}>
                      {TEAM_LABELS[part.team]}: {part.label}
                    </span>
                  </p>
                  <label className={styles.choice}>
                    <input type="checkbox" checked={!dropped} onChange={() => planner.toggle(part.id)} />
                    Include {part.title}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <SendPanel {...SEND_COPY} form={form} whatsappHref={whatsappUrl(waNumber, `Hi, I am planning an event:\n${planSummary(draft)}`)} />
    </form>
  );
}
